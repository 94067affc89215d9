import { churchTimeZone } from "../site/service";
import { eq } from "drizzle-orm";
import { MAX_RANGE_DAYS, type EventDetail, type EventList } from "../../../shared/events";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { computeEachTime, type ShareAmongMembers } from "../../lib/http/public-cache";
import { serialise, type SerialisedResponse } from "../../lib/http/serialised-response";
import { batchLoader } from "../../lib/batch-loader";
import { addDays } from "../../lib/dates";
import { todayIn } from "../../../shared/date-format";
import { assertMaySee } from "./policies";
import { presentDetail, presentOccurrence } from "./presenter";
import { instantToLocal, localToInstant, occurrenceOn } from "./recurrence";
import {
  countsFor,
  expand,
  occurrenceKey,
  seriesInRange,
  seriesTimes,
  statusesByEmail,
  statusesFor,
  withExceptions,
  type SeriesOccurrence,
} from "./series";

const DAY_MS = 86_400_000;
/** The upcoming list looks this far ahead when no range is asked for. */
const UPCOMING_DAYS = 90;

/** Who is looking: guests see public events; members also members-only ones and their own RSVPs. */
interface Viewer {
  email: string | null;
}

interface ListQuery {
  from?: string;
  to?: string;
  category?: (typeof events.$inferSelect)["category"];
}

/**
 * Occurrences in a range of local dates (the calendar's month), or from now on (the upcoming list, which so
 * never lists what is over), as a guest sees them.
 */
export async function listOccurrences(db: Db, query: ListQuery): Promise<EventList> {
  return occurrencesFor(db, false, query);
}

/**
 * The same list as a member sees it: members-only events too, and their own RSVPs. Every member sees the same
 * occurrences with the same places left, computed once for them all (`share`); the RSVPs among them of the
 * members asking together are read in one query (`batchLoader`); and members whose RSVPs among them are the same
 * (most have none) get the same response, serialised and compressed once.
 */
export async function memberOccurrences(db: Db, email: string, query: ListQuery, share: ShareAmongMembers = computeEachTime): Promise<SerialisedResponse<EventList>> {
  const listKey = `${query.from ?? ""} ${query.to ?? ""} ${query.category ?? ""}`;
  const { list, statusesOf } = await share(`occurrences ${listKey}`, async () => {
    const found = await occurrencesFor(db, true, query);
    const ids = [...new Set(found.occurrences.map((o) => o.eventId))];
    const [from, to] = [addDays(found.from, -1), addDays(found.to, 1)];
    // Only the members asking, not the whole congregation's RSVPs for a few of them.
    return { list: found, statusesOf: batchLoader((emails: string[]) => statusesByEmail(db, emails, ids, from, to)) };
  });
  const statuses = (await statusesOf(email)) ?? new Map<string, "going" | "waitlisted">();
  const mine = [...statuses].map(([key, status]) => `${key}=${status}`).sort().join(" ");
  return share(`response ${listKey} ${mine}`, async () =>
    serialise({ ...list, occurrences: list.occurrences.map((o) => ({ ...o, myStatus: statuses.get(occurrenceKey(o.eventId, o.date)) ?? null })) }),
  );
}

async function occurrencesFor(db: Db, includeMembersOnly: boolean, query: ListQuery): Promise<EventList> {
  const timeZone = await churchTimeZone(db);
  const now = new Date();
  const from = query.from ? localToInstant(`${query.from}T00:00`, timeZone) : now;
  const to = query.to
    ? localToInstant(`${addDays(query.to, 1)}T00:00`, timeZone)
    : new Date(from.getTime() + UPCOMING_DAYS * DAY_MS);
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw AppError.validation(`Ask for at most ${MAX_RANGE_DAYS} days at once`, { to: [`Ask for at most ${MAX_RANGE_DAYS} days at once`] });
  }
  const series = await seriesInRange(db, from, to, { includeMembersOnly, category: query.category });
  const items = expand(series, from, to);
  const fromDate = query.from ?? todayIn(timeZone, now);
  const toDate = query.to ?? instantToLocal(to, timeZone).slice(0, 10);
  const ids = [...new Set(items.map((i) => i.series.row.id))];
  const counts = await countsFor(db, ids, addDays(fromDate, -1), addDays(toDate, 1));
  const occurrences = items.map((item) => presentOccurrence(item, counts.get(occurrenceKey(item.series.row.id, item.occurrence.date)), null));
  return { from: fromDate, to: toDate, occurrences };
}

/** One occurrence a viewer may see: drafts are unknown, members-only events ask a guest to sign in. */
export async function findOccurrence(db: Db, viewer: Viewer, eventId: string, date: string): Promise<SeriesOccurrence> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw AppError.notFound("We couldn't find that event.");
  assertMaySee(row, Boolean(viewer.email));
  const [series] = await withExceptions(db, [row]);
  const occurrence = series ? occurrenceOn(seriesTimes(row), series.exceptions, date) : null;
  if (!series || !occurrence) throw AppError.notFound("That event does not happen on this date.");
  return { series, occurrence };
}

export async function occurrenceDetail(db: Db, viewer: Viewer, eventId: string, date: string): Promise<EventDetail> {
  const item = await findOccurrence(db, viewer, eventId, date);
  const [counts, statuses] = await Promise.all([
    countsFor(db, [eventId], date, date),
    viewer.email ? statusesFor(db, [eventId], viewer.email) : Promise.resolve(new Map<string, "going" | "waitlisted">()),
  ]);
  const key = occurrenceKey(eventId, date);
  return presentDetail(item, counts.get(key), statuses.get(key) ?? null);
}

/** Public occurrences from now for the calendar feed. */
export async function feedOccurrences(db: Db, days: number): Promise<SeriesOccurrence[]> {
  const from = new Date(Date.now() - 30 * DAY_MS);
  const to = new Date(Date.now() + days * DAY_MS);
  return expand(await seriesInRange(db, from, to, { includeMembersOnly: false }), from, to);
}

/** How many public, not-cancelled occurrences lie ahead in the next days (dashboard, home page). */
export async function upcomingCount(db: Db, days: number, includeMembersOnly: boolean): Promise<number> {
  const from = new Date();
  const to = new Date(from.getTime() + days * DAY_MS);
  const items = expand(await seriesInRange(db, from, to, { includeMembersOnly }), from, to);
  return items.filter((i) => i.series.row.status === "published" && !i.occurrence.cancelled).length;
}
