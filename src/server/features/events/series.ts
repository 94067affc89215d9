import { and, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { EventCategory } from "../../../shared/events";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { eventExceptions, eventRegistrations, events } from "../../db/schema";
import { occurrencesBetween, type Occurrence, type OccurrenceException } from "./recurrence";

export type EventRow = typeof events.$inferSelect;

/** A series with its exceptions, ready to expand into occurrences. */
export interface Series {
  row: EventRow;
  exceptions: OccurrenceException[];
}

export interface SeriesOccurrence {
  series: Series;
  occurrence: Occurrence;
}

export interface OccurrenceCounts {
  going: number;
  waitlisted: number;
}

export const occurrenceKey = (eventId: string, date: string) => `${eventId}|${date}`;

export function seriesTimes(row: EventRow) {
  return { startLocal: row.startLocal, durationMinutes: row.durationMinutes, timeZone: row.timeZone, recurrence: row.recurrence };
}

/** A series' exceptions as one JSON array, read in the same query as the series itself. */
const exceptionsOfEachEvent = sql<OccurrenceException[]>`coalesce((
  select json_agg(json_build_object('date', ${eventExceptions.date}, 'kind', ${eventExceptions.kind}, 'startLocal', ${eventExceptions.startLocal}))
  from ${eventExceptions} where ${eventExceptions.eventId} = ${events.id}
), '[]'::json)`;

export async function withExceptions(db: Db, rows: EventRow[]): Promise<Series[]> {
  if (rows.length === 0) return [];
  const all = await db
    .select()
    .from(eventExceptions)
    .where(inArray(eventExceptions.eventId, rows.map((r) => r.id)));
  return rows.map((row) => ({
    row,
    exceptions: all.filter((e) => e.eventId === row.id).map(({ date, kind, startLocal }) => ({ date, kind, startLocal })),
  }));
}

interface SeriesFilter {
  /** Guests see public events; signed-in members see members-only ones too. */
  includeMembersOnly: boolean;
  category?: EventCategory;
  /** Drafts too (admin views). */
  includeDrafts?: boolean;
}

/**
 * Every calendar read (the upcoming list, the home page's, the admin's) asks for the series in a range: built once,
 * its filters given as values. A category of null means every category.
 */
const seriesInRangeQuery = preparedFor((db) =>
  db
    .select({ row: events, exceptions: exceptionsOfEachEvent })
    .from(events)
    .where(
      and(
        sql`${events.startsAt} < ${sql.placeholder("to")}::timestamptz`,
        sql`(${events.seriesEndsAt} is null or ${events.seriesEndsAt} > ${sql.placeholder("from")}::timestamptz)`,
        sql`(${sql.placeholder("includeDrafts")}::boolean or ${events.status} <> 'draft')`,
        sql`(${sql.placeholder("includeMembersOnly")}::boolean or ${events.visibility} = 'public')`,
        sql`(${sql.placeholder("category")}::text is null or ${events.category} = ${sql.placeholder("category")}::text)`,
      ),
    )
    .prepare("events_series_in_range"),
);

/** Series that may have an occurrence in [from, to), with their exceptions. */
export async function seriesInRange(db: Db, from: Date, to: Date, filter: SeriesFilter): Promise<Series[]> {
  return seriesInRangeQuery(db).execute({
    from: from.toISOString(),
    to: to.toISOString(),
    includeDrafts: filter.includeDrafts ?? false,
    includeMembersOnly: filter.includeMembersOnly,
    category: filter.category ?? null,
  });
}

/** Every occurrence of the series in [from, to), in start order. */
export function expand(series: Series[], from: Date, to: Date): SeriesOccurrence[] {
  return series
    .flatMap((s) => occurrencesBetween(seriesTimes(s.row), s.exceptions, from, to).map((occurrence) => ({ series: s, occurrence })))
    .sort((a, b) => a.occurrence.startsAt.getTime() - b.occurrence.startsAt.getTime());
}

/** Every calendar read counts the RSVPs of the occurrences it shows: built once. */
const countsQuery = preparedFor((db) =>
  db
    .select({ eventId: eventRegistrations.eventId, date: eventRegistrations.date, status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(
      and(
        sql`${eventRegistrations.eventId} = any(${sql.placeholder("events")}::uuid[])`,
        gte(eventRegistrations.date, sql.placeholder("from")),
        lte(eventRegistrations.date, sql.placeholder("to")),
        ne(eventRegistrations.status, "cancelled"),
      ),
    )
    .groupBy(eventRegistrations.eventId, eventRegistrations.date, eventRegistrations.status)
    .prepare("event_rsvp_counts"),
);

/** Going and waitlisted counts per occurrence of the given series between two local dates. */
export async function countsFor(db: Db, eventIds: string[], fromDate: string, toDate: string): Promise<Map<string, OccurrenceCounts>> {
  const counts = new Map<string, OccurrenceCounts>();
  if (eventIds.length === 0) return counts;
  const rows = await countsQuery(db).execute({ events: eventIds, from: fromDate, to: toDate });
  for (const row of rows) {
    const key = occurrenceKey(row.eventId, row.date);
    const entry = counts.get(key) ?? { going: 0, waitlisted: 0 };
    if (row.status === "going") entry.going += row.n;
    else entry.waitlisted += row.n;
    counts.set(key, entry);
  }
  return counts;
}

/** Every member's event list asks for their own registrations: built once. */
const memberStatuses = preparedFor((db) =>
  db
    .select({ eventId: eventRegistrations.eventId, date: eventRegistrations.date, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(
      and(
        sql`${eventRegistrations.eventId} = any(${sql.placeholder("events")}::uuid[])`,
        eq(eventRegistrations.email, sql.placeholder("email")),
        ne(eventRegistrations.status, "cancelled"),
      ),
    )
    .prepare("member_event_statuses"),
);

/**
 * Every live registration among the given series between two local dates, one row per email with its
 * registrations as text (`<event id>|<date>=<status>`, space-separated: a row per registration took four times the
 * fields to read): built once.
 */
const registrationsAmong = preparedFor((db) =>
  db
    .select({
      email: eventRegistrations.email,
      statuses: sql<string>`string_agg(${eventRegistrations.eventId}::text || '|' || to_char(${eventRegistrations.date}, 'YYYY-MM-DD') || '=' || ${eventRegistrations.status}::text, ' ')`,
    })
    .from(eventRegistrations)
    .where(
      and(
        sql`${eventRegistrations.email} = any(${sql.placeholder("emails")}::text[])`,
        sql`${eventRegistrations.eventId} = any(${sql.placeholder("events")}::uuid[])`,
        gte(eventRegistrations.date, sql.placeholder("from")),
        lte(eventRegistrations.date, sql.placeholder("to")),
        ne(eventRegistrations.status, "cancelled"),
      ),
    )
    .groupBy(eventRegistrations.email)
    .prepare("event_registrations_among"),
);

type StatusesByEmail = Map<string, Map<string, "going" | "waitlisted">>;

/**
 * The members' live registrations among the given series between two local dates, by email and then by
 * occurrence: one query for the members reading the same list at once (service.memberOccurrences gathers them),
 * of which each is shown their own.
 */
export async function statusesByEmail(db: Db, emails: string[], eventIds: string[], fromDate: string, toDate: string): Promise<StatusesByEmail> {
  const byEmail: StatusesByEmail = new Map();
  if (eventIds.length === 0 || emails.length === 0) return byEmail;
  for (const row of await registrationsAmong(db).execute({ emails, events: eventIds, from: fromDate, to: toDate })) {
    const statuses = new Map<string, "going" | "waitlisted">();
    for (const entry of row.statuses.split(" ")) {
      const at = entry.lastIndexOf("=");
      const status = entry.slice(at + 1);
      if (status === "going" || status === "waitlisted") statuses.set(entry.slice(0, at), status);
    }
    byEmail.set(row.email, statuses);
  }
  return byEmail;
}

/** The member's own live registrations among the given series, keyed by occurrence. */
export async function statusesFor(db: Db, eventIds: string[], email: string) {
  const statuses = new Map<string, "going" | "waitlisted">();
  if (eventIds.length === 0) return statuses;
  const rows = await memberStatuses(db).execute({ events: eventIds, email });
  for (const row of rows) if (row.status !== "cancelled") statuses.set(occurrenceKey(row.eventId, row.date), row.status);
  return statuses;
}
