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

export interface PrayerRow {
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
