import { useState } from "react";
import { toast } from "../../lib/toast";
import type { SignupItem } from "../../../shared/inbox";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { PageHeading } from "../admin/components/PageHeading";
import { RequireScope } from "../admin/components/RequireScope";
import { formatDateTime } from "../admin/format";
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

function SignupRow({ item, kindLabel }: { item: SignupItem; kindLabel: string }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const setRead = useSetSignupRead();
  const details = Object.entries(item.details ?? {});
  return (
    <li data-testid="inbox-signup" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        {!item.read && <Badge tone="brand">{t("inbox.unreadBadge")}</Badge>}
        <Badge>{kindLabel}</Badge>
        <span className="text-sm text-slate-600">{t("inbox.received", { date: formatDateTime(item.createdAt) })}</span>
      </div>
      <h2 className={`mt-2 text-lg ${item.read ? "font-semibold" : "font-extrabold"} text-brand-900`}>{item.name}</h2>
      <p className="text-slate-800">{item.contact}</p>
      <p className="mt-1 text-slate-800">{item.summary}</p>
      {details.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("inbox.signups.details")}</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {details.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold">{key}</dt>
                <dd className="whitespace-pre-line break-words">{value}</dd>
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
