import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client";
import { prayerRequests } from "../../db/schema/prayer";
import { type MemberEnv, requireRole } from "../accounts/member-session";

/**
 * Who sees a request on the wall: guests see approved public ones; members also see approved members-only
 * ones, and always their own. A pastors-only request is seen by its author and the admin inbox, nobody else.
 */
export function visibleTo(viewerId: string | undefined): SQL {
  return (viewerId ? or(membersWall, eq(prayerRequests.authorId, viewerId)) : guestsWall) as SQL;
}

/** The wall every signed-in member sees: approved requests shared with members or everyone. */
export const membersWall = and(eq(prayerRequests.status, "approved"), inArray(prayerRequests.visibility, ["public", "members"])) as SQL;

const guestsWall = and(eq(prayerRequests.status, "approved"), eq(prayerRequests.visibility, "public")) as SQL;

/**
 * What any message that leaves the site (an email, the daily digest, an export, a notification) may say of a
 * prayer request: its category and who may see it, never its words. The words are read in the inbox, which
 * prayer:moderate guards; a pastors-only request's words are for the pastors alone.
 */
export function prayerOutsideTheInbox(request: { category: string; visibility: string }): string {
  return `${request.category}, ${request.visibility === "pastors" ? "pastors only" : request.visibility}`;
}

/** Whether a request's own words may go to its author outside the site (never a pastors-only one's). */
export function wordsMayLeave(request: { visibility: string }): boolean {
  return request.visibility !== "pastors";
}

interface PrayerRow {
  authorId: string;
}

/** Only the author edits, answers or deletes a request. */
export function canChange(viewerId: string, row: PrayerRow): boolean {
  return row.authorId === viewerId;
}

/** The reports queue: after requireMember, members with the moderator role (or admin) only (403 otherwise). */
export function requirePrayerModerator(db: Db): MiddlewareHandler<MemberEnv> {
  return requireRole(db, "moderator");
}
