import type { AdminPrayerRequest, PrayerRequest, PrayerRequestText } from "../../../shared/prayer";
import type { prayerRequests } from "../../db/schema/prayer";

export interface PrayerListRow {
  request: typeof prayerRequests.$inferSelect;
  authorName: string;
  prayingCount: number;
  prayedByMe: boolean;
  reportedByMe: boolean;
}

/** The request as its author wrote it, for the wall and the inbox alike. */
function presentText(request: typeof prayerRequests.$inferSelect): PrayerRequestText {
  return {
    id: request.id,
    title: request.title,
    body: request.body,
    category: request.category,
    visibility: request.visibility,
    anonymous: request.anonymous,
  };
}

/** A request as a member or guest sees it: an anonymous author's name is only ever shown to themselves. */
export function presentPrayer(row: PrayerListRow, viewerId: string | undefined): PrayerRequest {
  const { request } = row;
  const mine = viewerId !== undefined && request.authorId === viewerId;
  return {
    ...presentText(request),
    authorName: request.anonymous && !mine ? null : row.authorName,
    prayingCount: row.prayingCount,
    prayedByMe: row.prayedByMe,
    reportedByMe: row.reportedByMe,
    mine,
    status: request.status,
    notifyOnPrayer: mine ? request.notifyOnPrayer : null,
    answeredAt: request.answeredAt?.toISOString() ?? null,
    praiseReport: request.praiseReport,
    createdAt: request.createdAt.toISOString(),
  };
}

/** The inbox sees everything, the author's name included even when the wall shows "Anonymous". */
/** An admin list row: the request with its author, assignee and counts joined in. */
type Row = {
  request: typeof prayerRequests.$inferSelect;
  authorName: string;
  authorEmail: string;
  assigneeName: string | null;
  reportCount: number;
  prayingCount: number;
};

export function presentAdminPrayer(row: Row): AdminPrayerRequest {
  const r = row.request;
  return {
    ...presentText(r),
    author: { id: r.authorId, name: row.authorName, email: row.authorEmail },
    status: r.status,
    prayingCount: Number(row.prayingCount),
    reportCount: Number(row.reportCount),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    praiseReport: r.praiseReport,
    read: r.readAt !== null,
    assignedTo: r.assignedTo && row.assigneeName ? { id: r.assignedTo, name: row.assigneeName } : null,
    createdAt: r.createdAt.toISOString(),
  };
}
