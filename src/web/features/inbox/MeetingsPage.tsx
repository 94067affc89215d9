import { useState } from "react";
import { toast } from "../../lib/toast";
import { type AdminMeeting, MEETING_STATUSES, type MeetingStatus } from "../../../shared/connect";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { PageHeading } from "../admin/components/PageHeading";
import { RequireScope } from "../admin/components/RequireScope";
import { formatDateTime } from "../admin/format";
import { useAdminErrorMessage, useAdminT } from "../admin/useAdminT";
import { useMeetings, useMeetingWrite } from "./api";
import { Badge, FilterBar, Pager } from "./components";
import { Select } from "../../components/ui/Select";
import { MeetingReplyForm } from "./MeetingReplyForm";

export function MeetingsRoute() {
  return (
    <RequireScope scope="inbox:read">
      <MeetingsPage />
    </RequireScope>
  );
}

const FILTERS = ["all", ...MEETING_STATUSES] as const;

/** /admin/inbox/meetings: requests to meet the pastor, new → scheduled → done, answered by email. */
function MeetingsPage() {
  const { t } = useAdminT();
  const [status, setStatus] = useState<(typeof FILTERS)[number]>("all");
  const [page, setPage] = useState(1);
  const meetings = useMeetings(status, page);
  return (
    <section>
      <PageHeading title={t("inbox.meetings.title")}>
        <p>{t("inbox.meetings.intro")}</p>
        {meetings.data && <p className="mt-1 font-semibold">{t("inbox.unread", { count: meetings.data.unread })}</p>}
      </PageHeading>
      <FilterBar
        label={t("inbox.filters")}
        options={FILTERS}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
        labelOf={(s) => t(`inbox.meetings.status.${s}`)}
      />
      {meetings.isPending && <Spinner text={t("inbox.loading")} />}
      {meetings.isError && <p role="alert">{t("inbox.loadError")}</p>}
      {meetings.data?.meetings.length === 0 && <p>{t("inbox.empty")}</p>}
      <ul className="flex flex-col gap-3">
        {meetings.data?.meetings.map((meeting) => <MeetingRow key={meeting.id} meeting={meeting} />)}
      </ul>
      {meetings.data && <Pager page={page} pageCount={meetings.data.pageCount} onPage={setPage} />}
    </section>
  );
}

function MeetingRow({ meeting }: { meeting: AdminMeeting }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const { update } = useMeetingWrite();
  const [replying, setReplying] = useState(false);
  const fail = (error: unknown) => toast.error(errorMessage(error));
  return (
    <li data-testid="inbox-meeting" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        {!meeting.read && <Badge tone="brand">{t("inbox.unreadBadge")}</Badge>}
        <Badge tone={meeting.status === "done" ? "green" : meeting.status === "scheduled" ? "amber" : "slate"}>
          {t(`inbox.meetings.status.${meeting.status}`)}
        </Badge>
        <span className="text-sm text-slate-600">{t("inbox.received", { date: formatDateTime(meeting.createdAt) })}</span>
      </div>
      <h2 className={`mt-2 text-lg ${meeting.read ? "font-semibold" : "font-extrabold"} text-brand-900`}>{meeting.name}</h2>
      <p className="text-slate-800">{[meeting.email, meeting.phone].filter(Boolean).join(" · ")}</p>
      <p className="mt-1">
        <strong>{t("inbox.meetings.topic")}:</strong> <span className="whitespace-pre-line break-words">{meeting.topic}</span>
      </p>
      {meeting.preferredTimes && (
        <p>
          <strong>{t("inbox.meetings.preferredTimes")}:</strong> <span className="whitespace-pre-line break-words">{meeting.preferredTimes}</span>
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t("inbox.meetings.from", { page: t(`inbox.meetings.sources.${meeting.source}`) })}
        {meeting.repliedAt && ` · ${t("inbox.meetings.replied", { date: formatDateTime(meeting.repliedAt) })}`}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Select
          label={t("inbox.meetings.setStatus")}
          value={meeting.status}
          options={MEETING_STATUSES.map((s) => ({ value: s, label: t(`inbox.meetings.status.${s}`) }))}
          onChange={(e) => update.mutate({ id: meeting.id, change: { status: e.target.value as MeetingStatus, read: true } }, { onError: fail })}
        />
        <Button variant="outline" size="sm" onClick={() => update.mutate({ id: meeting.id, change: { read: !meeting.read } }, { onError: fail })}>
          {meeting.read ? t("inbox.markUnread") : t("inbox.markRead")}
        </Button>
        {meeting.email ? (
          <Button variant="outline" size="sm" aria-expanded={replying} onClick={() => setReplying(!replying)}>
            {t("inbox.meetings.reply")}
          </Button>
        ) : (
          <span className="text-sm text-slate-700">{t("inbox.meetings.noEmail")}</span>
        )}
      </div>
      {replying && <MeetingReplyForm id={meeting.id} to={`${meeting.name} <${meeting.email ?? ""}>`} onSent={() => setReplying(false)} onError={fail} />}
    </li>
  );
}
