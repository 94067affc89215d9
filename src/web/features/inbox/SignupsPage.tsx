import { useState } from "react";
import { toast } from "../../lib/toast";
import type { SignupField, SignupItem } from "../../../shared/inbox";
import { toLanguage } from "../../../shared/i18n";
import { formatDate, localized } from "../../lib/format";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { PageHeading } from "../admin/components/PageHeading";
import { RequireScope } from "../admin/components/RequireScope";
import { formatDateTime, formatNumber } from "../admin/format";
import { useAdminErrorMessage, useAdminT } from "../admin/useAdminT";
import { useSetSignupRead, useSignups } from "./api";
import { Badge } from "./components";
import { inputClasses } from "../../components/ui/form-styles";
export function SignupsRoute() {
  return (
    <RequireScope scope="inbox:read">
      <SignupsPage />
    </RequireScope>
  );
}

/** /admin/inbox/signups: every signup source (forms now, event registrations later) newest first. */
function SignupsPage() {
  const { t, i18n } = useAdminT();
  const [kind, setKind] = useState("");
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const signups = useSignups(kind, unreadOnly, page);
  const kindLabel = (k: string) => (i18n.exists(`inbox.signups.kinds.${k}`, { ns: "admin" }) ? t(`inbox.signups.kinds.${k}`) : k);
  const unread = signups.data?.unread ?? {};
  const totalUnread = Object.values(unread).reduce((a, b) => a + b, 0);

  return (
    <section>
      <PageHeading title={t("inbox.signups.title")}>
        <p>{t("inbox.signups.intro")}</p>
        {signups.data && <p className="mt-1 font-semibold">{t("inbox.unread", { count: totalUnread })}</p>}
      </PageHeading>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-kind" className="text-sm font-semibold">
            {t("inbox.signups.kind")}
          </label>
          <select
            id="signup-kind"
            className={inputClasses}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t("inbox.signups.allKinds")}</option>
            {signups.data?.kinds.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
                {unread[k] ? ` (${t("inbox.unread", { count: unread[k] })})` : ""}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 pb-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPage(1);
            }}
          />
          {t("inbox.signups.unreadOnly")}
        </label>
      </div>
      {signups.isPending && <Spinner text={t("inbox.loading")} />}
      {signups.isError && <p role="alert">{t("inbox.loadError")}</p>}
      {signups.data?.items.length === 0 && <p>{t("inbox.empty")}</p>}
      <ul className="flex flex-col gap-3">
        {signups.data?.items.map((item) => (
          <SignupRow key={`${item.kind}:${item.id}`} item={item} kindLabel={kindLabel(item.kind)} />
        ))}
      </ul>
      <div className="mt-4 flex justify-between gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t("inbox.previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={!signups.data?.hasMore} onClick={() => setPage(page + 1)}>
          {t("inbox.next")}
        </Button>
      </div>
    </section>
  );
}

/** A field's value as the public site writes it: dates by the one date formatter, yes/no and choices as words. */
function useFieldText() {
  const { t, i18n } = useAdminT();
  const language = toLanguage(i18n.language);
  const label = (field: SignupField) => {
    if (field.label) return localized(field.label, language);
    const key = `inbox.signups.fields.${field.key}`;
    return i18n.exists(key, { ns: "admin" }) ? t(key) : field.key.replace(/^answer\./, "");
  };
  const value = (field: SignupField): string => {
    const v = field.value;
    switch (v.type) {
      case "text":
        return v.text;
      case "localized":
        return localized(v.text, language);
      case "date":
        return formatDate(v.date, language);
      case "number":
        return formatNumber(v.number);
      case "yesno":
        return v.yes ? t("inbox.signups.yes") : t("inbox.signups.no");
      case "choice": {
        const key = `inbox.signups.choices.${field.key}.${v.choice}`;
        return i18n.exists(key, { ns: "admin" }) ? t(key) : v.choice;
      }
    }
  };
  return { label, value };
}

const SUMMARY_LENGTH = 160;

function SignupRow({ item, kindLabel }: { item: SignupItem; kindLabel: string }) {
  const { t, i18n } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const setRead = useSetSignupRead();
  const field = useFieldText();
  const headline = item.headline.flatMap((key) => item.fields.find((f) => f.key === key) ?? []);
  const summary = headline
    .map((f) => {
      const text = field.value(f);
      const short = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
      return item.headline.length === 1 ? short : `${field.label(f)}: ${short}`;
    })
    .join(" · ");
  const sourceKey = `inbox.signups.sources.${item.kind}`;
  const keyword = item.fields.find((f) => f.key === "keyword");
  const trial = item.fields.some((f) => f.key === "trial" && f.value.type === "yesno" && f.value.yes);
  return (
    <li data-testid="inbox-signup" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        {!item.read && <Badge tone="brand">{t("inbox.unreadBadge")}</Badge>}
        <Badge>{kindLabel}</Badge>
        {trial && <Badge>{t("inbox.signups.trialBadge")}</Badge>}
        <span className="text-sm text-slate-600">{t("inbox.received", { date: formatDateTime(item.createdAt) })}</span>
      </div>
      <h2 className={`mt-2 text-lg ${item.read ? "font-semibold" : "font-extrabold"} text-brand-900`}>{item.name}</h2>
      <p className="text-slate-800">{item.contact}</p>
      {i18n.exists(sourceKey, { ns: "admin" }) && (
        <p data-testid="signup-source" className="mt-1 text-sm text-slate-600">
          {t(sourceKey, { keyword: keyword ? field.value(keyword) : "HOME" })}
        </p>
      )}
      <p className="mt-1 break-words text-slate-800">{summary}</p>
      {item.fields.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("inbox.signups.details")}</summary>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {item.fields.map((f) => (
              <div key={f.key} className="contents">
                <dt className="font-semibold">{field.label(f)}</dt>
                <dd className="mb-1 whitespace-pre-line break-words sm:mb-0">{field.value(f)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <Button
        className="mt-3"
        variant="outline"
        size="sm"
        disabled={setRead.isPending}
        onClick={() => setRead.mutate({ kind: item.kind, id: item.id, read: !item.read }, { onError: (e) => toast.error(errorMessage(e)) })}
      >
        {item.read ? t("inbox.markUnread") : t("inbox.markRead")}
      </Button>
    </li>
  );
}
