import type { PrayerRequest } from "../../../shared/prayer";
import type { prayerRequests } from "../../db/schema/prayer";

export interface PrayerListRow {
  request: typeof prayerRequests.$inferSelect;
  authorName: string;
  prayingCount: number;
  prayedByMe: boolean;
  reportedByMe: boolean;
}

/** A request as a member or guest sees it: an anonymous author's name is only ever shown to themselves. */
export function presentPrayer(row: PrayerListRow, viewerId: string | undefined): PrayerRequest {
  const { request } = row;
  const mine = viewerId !== undefined && request.authorId === viewerId;
  return {
    id: request.id,
    title: request.title,
    body: request.body,
    category: request.category,
    visibility: request.visibility,
    anonymous: request.anonymous,
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
