import { eq, or, type Placeholder, type SQL } from "drizzle-orm";
import { eventRegistrations } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { SessionMember } from "../accounts/member-session";

/**
 * Who may see and sign up for an event, and whose registrations are whose. Drafts are unknown to the public;
 * a members-only event asks a guest to sign in (401, which opens the sign-in dialog).
 */
export function assertMaySee(row: { status: string; visibility: string }, signedIn: boolean): void {
  if (row.status === "draft") throw AppError.notFound("We couldn't find that event.");
  if (row.visibility === "members" && !signedIn) {
    throw new AppError("members_only", 401, "This event is for members. Please sign in to see it.");
  }
}

/**
 * A member's registrations: made while signed in, or with their email address as a guest. The id and email may
 * be placeholders of a query built once.
 */
export function registrationOwnedBy(member: { [K in "id" | "email"]: SessionMember[K] | Placeholder }): SQL {
  return or(eq(eventRegistrations.userId, member.id), eq(eventRegistrations.email, member.email)) as SQL;
}
