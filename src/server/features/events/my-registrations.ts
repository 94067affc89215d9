import { and, inArray, ne } from "drizzle-orm";
import type { MyRegistration, RegistrationStatus } from "../../../shared/events";
import type { Db } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import type { SessionMember } from "../accounts/member-session";
import { registrationOwnedBy } from "./policies";
import { presentOccurrence } from "./presenter";
import { occurrenceOn } from "./recurrence";
import { countsFor, occurrenceKey, seriesTimes, withExceptions } from "./series";

/** The member's live RSVPs and registrations for occurrences that are not over, soonest first. */
export async function myRegistrations(db: Db, member: SessionMember): Promise<MyRegistration[]> {
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        registrationOwnedBy(member),
        ne(eventRegistrations.status, "cancelled"),
      ),
    );
  if (rows.length === 0) return [];
  const seriesRows = await db
    .select()
    .from(events)
    .where(inArray(events.id, [...new Set(rows.map((r) => r.eventId))]));
  const series = await withExceptions(db, seriesRows);
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
  const counts = await countsFor(db, [...new Set(live.map((entry) => entry.row.eventId))], first, last);
  const result: MyRegistration[] = live.map(({ row, series: s, occurrence }) => ({
    id: row.id,
    kind: row.kind,
    status: row.status as RegistrationStatus,
    occurrence: presentOccurrence({ series: s, occurrence }, counts.get(occurrenceKey(row.eventId, row.date)), row.status as RegistrationStatus),
  }));
  return result.sort((a, b) => a.occurrence.startsAt.localeCompare(b.occurrence.startsAt));
}
