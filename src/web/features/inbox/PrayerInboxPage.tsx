import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import { ADMIN_PRAYER_FILTERS, type AdminPrayerFilter, type AdminPrayerRequest } from "../../../shared/prayer";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { ConfirmButton } from "../../components/ui/ConfirmButton";
import { PageHeading } from "../admin/components/PageHeading";
import { RequireScope } from "../admin/components/RequireScope";
import { formatDateTime } from "../admin/format";
import { useAdminErrorMessage, useAdminT } from "../admin/useAdminT";
import { usePrayerDetail, usePrayerInbox, usePrayerTeam, usePrayerWrite } from "./api";
import { Badge, FilterBar, Pager } from "./components";
import { Select } from "../../components/ui/Select";
import { PrayerNoteForm } from "./PrayerNoteForm";

export function PrayerInboxRoute() {
  return (
    <RequireScope scope="prayer:moderate">
      <PrayerInboxPage />
    </RequireScope>
  );
}

/** /admin/inbox/prayer: every prayer request, private ones too, for the prayer team. */
function PrayerInboxPage() {
  const { t } = useAdminT();
  const [filter, setFilter] = useState<AdminPrayerFilter>("all");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = usePrayerInbox(filter, page);

  return (
    <section>
      <PageHeading title={t("inbox.prayer.title")}>
        <p>{t("inbox.prayer.intro")}</p>
        {inbox.data && <p className="mt-1 font-semibold">{t("inbox.unread", { count: inbox.data.unread })}</p>}
      </PageHeading>
      <FilterBar
        label={t("inbox.filters")}
        options={ADMIN_PRAYER_FILTERS}
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
        labelOf={(f) => t(`inbox.prayer.filter.${f}`)}
      />
      {inbox.isPending && <Spinner text={t("inbox.loading")} />}
      {inbox.isError && <p role="alert">{t("inbox.loadError")}</p>}
      {inbox.data?.requests.length === 0 && <p>{t("inbox.empty")}</p>}
      <ul className="flex flex-col gap-3">
        {inbox.data?.requests.map((request) => (
          <li key={request.id} data-testid="inbox-prayer" className="rounded-xl border border-slate-200 bg-white p-4">
            <PrayerSummary request={request} />
            <div className="mt-3">
              <Button
                variant="outline"
                size="sm"
                aria-expanded={openId === request.id}
                onClick={() => setOpenId(openId === request.id ? null : request.id)}
              >
                {openId === request.id ? t("inbox.prayer.close") : t("inbox.prayer.open")}
              </Button>
            </div>
            {openId === request.id && <PrayerDetail id={request.id} onDeleted={() => setOpenId(null)} />}
          </li>
        ))}
      </ul>
      {inbox.data && <Pager page={page} pageCount={inbox.data.pageCount} onPage={setPage} />}
    </section>
  );
}

function PrayerSummary({ request }: { request: AdminPrayerRequest }) {
  const { t } = useAdminT();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {!request.read && <Badge tone="brand">{t("inbox.unreadBadge")}</Badge>}
        <Badge tone={request.status === "approved" ? "green" : request.status === "pending" ? "amber" : "slate"}>
          {t(`inbox.prayer.status.${request.status}`)}
        </Badge>
        <Badge>{t(`inbox.prayer.visibility.${request.visibility}`)}</Badge>
        {request.anonymous && <Badge>{t("inbox.prayer.anonymous")}</Badge>}
        {request.reportCount > 0 && <Badge tone="red">{t("inbox.prayer.reports", { count: request.reportCount })}</Badge>}
        {request.answeredAt && <Badge tone="green">{t("inbox.prayer.answered")}</Badge>}
      </div>
      <h2 className={`mt-2 text-lg ${request.read ? "font-semibold" : "font-extrabold"} text-brand-900`}>
        {request.title ?? t("inbox.prayer.untitled")}
      </h2>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{request.body}</p>
      <p className="mt-2 text-sm text-slate-600">
        {t("inbox.prayer.by", { name: request.author.name, email: request.author.email })} · {formatDateTime(request.createdAt)} ·{" "}
        {t("inbox.prayer.praying", { count: request.prayingCount })}
        {request.assignedTo && ` · ${t("inbox.prayer.assign")}: ${request.assignedTo.name}`}
      </p>
    </div>
  );
}

function PrayerDetail({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const detail = usePrayerDetail(id);
  const team = usePrayerTeam();
  const { update, remove } = usePrayerWrite();
  const request = detail.data;
  const fail = (error: unknown) => toast.error(errorMessage(error));

  // Opening a request reads it.
  const unread = request ? !request.read : false;
  const { mutate } = update;
  useEffect(() => {
    if (unread) mutate({ id, change: { read: true } });
  }, [unread, id, mutate]);

  if (detail.isPending) return <Spinner text={t("inbox.loading")} />;
  if (!request) return <p role="alert">{t("inbox.loadError")}</p>;
  const change = (c: { status?: string; assignedTo?: string | null; read?: boolean }) => update.mutate({ id, change: c }, { onError: fail });

  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4" data-testid="inbox-prayer-detail">
      {request.praiseReport && (
        <p className="rounded-lg bg-green-50 p-3 text-green-900">
          <strong>{t("inbox.prayer.praiseReport")}:</strong> <span className="whitespace-pre-line">{request.praiseReport}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {request.status !== "approved" && (
          <Button size="sm" onClick={() => change({ status: "approved" })}>
            {t("inbox.prayer.approve")}
          </Button>
        )}
        {request.status !== "hidden" && (
          <Button size="sm" variant="outline" onClick={() => change({ status: "hidden" })}>
            {t("inbox.prayer.hide")}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => change({ read: !request.read })}>
          {request.read ? t("inbox.markUnread") : t("inbox.markRead")}
        </Button>
        <ConfirmButton
          label={t("inbox.prayer.delete")}
          title={t("inbox.prayer.deleteTitle")}
          description={t("inbox.prayer.deleteBody")}
          confirmLabel={t("inbox.prayer.delete")}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => {
                toast.success(t("inbox.prayer.deleted"));
                onDeleted();
              },
              onError: fail,
            })
          }
        />
      </div>
      <Select
        className="max-w-sm"
        label={t("inbox.prayer.assign")}
        value={request.assignedTo?.id ?? ""}
        onChange={(e) => change({ assignedTo: e.target.value || null })}
      >
        <option value="">{t("inbox.prayer.nobody")}</option>
        {team.data?.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name} ({member.email})
          </option>
        ))}
      </Select>
      {request.reports.length > 0 && (
        <div>
          <h3 className="font-bold">{t("inbox.prayer.reportsTitle")}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {request.reports.map((r, i) => (
              <li key={i}>
                {r.reporterName}: {r.reason ?? t("inbox.prayer.noReason")} · {formatDateTime(r.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-bold">{t("inbox.prayer.notes")}</h3>
        <p className="text-sm text-slate-600">{t("inbox.prayer.notesHint")}</p>
        {request.notes.length === 0 && <p className="mt-1 text-sm">{t("inbox.prayer.noNotes")}</p>}
        <ul className="mt-2 flex flex-col gap-2">
          {request.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-slate-50 p-2 text-sm">
              <p className="whitespace-pre-line break-words">{n.body}</p>
              <p className="mt-1 text-slate-600">
                {n.adminEmail} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
        <PrayerNoteForm id={id} onError={fail} />
      </div>
    </div>
  );
}
