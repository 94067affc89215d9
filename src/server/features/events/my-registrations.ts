import { and, inArray, ne, sql } from "drizzle-orm";
import type { MyRegistration, RegistrationStatus } from "../../../shared/events";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { computeEachTime, type ShareAmongMembers } from "../../lib/http/public-cache";
import { eventRegistrations, events } from "../../db/schema";
import type { SessionMember } from "../accounts/member-session";
import { registrationOwnedBy } from "./policies";
import { presentOccurrence } from "./presenter";
import { occurrenceOn } from "./recurrence";
import { countsFor, occurrenceKey, seriesTimes, withExceptions } from "./series";

/** A member's registrations that are not cancelled, by their account or their email: built once. */
const liveRegistrationsOf = preparedFor((db) =>
  db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        registrationOwnedBy({ id: sql.placeholder("id"), email: sql.placeholder("email") }),
        ne(eventRegistrations.status, "cancelled"),
      ),
    )
    .prepare("member_live_registrations"),
);

/**
 * The member's live RSVPs and registrations for occurrences that are not over, soonest first. Only the
 * registrations are the member's own: the events and their places taken are shared by every member asking
 * about the same events (`share`).
 */
export async function myRegistrations(db: Db, member: SessionMember, share: ShareAmongMembers = computeEachTime): Promise<MyRegistration[]> {
  const rows = await liveRegistrationsOf(db).execute({ id: member.id, email: member.email });
  if (rows.length === 0) return [];
  const eventIds = [...new Set(rows.map((r) => r.eventId))].sort();
  const series = await share(`series ${eventIds.join(" ")}`, async () =>
    withExceptions(db, await db.select().from(events).where(inArray(events.id, eventIds))),
  );
  const now = new Date();
  const live = rows.flatMap((row) => {
    const s = series.find((x) => x.row.id === row.eventId);
    const occurrence = s ? occurrenceOn(seriesTimes(s.row), s.exceptions, row.date) : null;
    if (!s || !occurrence || occurrence.endsAt <= now || s.row.status === "draft") return [];
    return [{ row, series: s, occurrence }];
  });
  if (live.length === 0) return [];
  const dates = live.map((entry) => entry.row.date).sort();
  const [first = "", last = first] = [dates[0], dates.at(-1)];
  const liveIds = [...new Set(live.map((entry) => entry.row.eventId))].sort();
  const counts = await share(`counts ${liveIds.join(" ")} ${first} ${last}`, () => countsFor(db, liveIds, first, last));
  const result: MyRegistration[] = live.map(({ row, series: s, occurrence }) => ({
    id: row.id,
    kind: row.kind,
    status: row.status as RegistrationStatus,
    occurrence: presentOccurrence({ series: s, occurrence }, counts.get(occurrenceKey(row.eventId, row.date)), row.status as RegistrationStatus),
  }));
  return result.sort((a, b) => a.occurrence.startsAt.localeCompare(b.occurrence.startsAt));
}
