import { churchName, churchTimeZone } from "../site/service";
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AdminEvent, AdminRegistration, EventValues, FishFryEntry, RegistrationStatus } from "../../../shared/events";
import { EVENT_ERRORS } from "../../../shared/error-catalogue";
import { ERROR_CODES } from "../../../shared/error-codes";
import type { Db } from "../../db/client";
import { eventExceptions, eventRegistrations, events } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { recordAudit, type Actor } from "../admin/audit";
import { attendeeEmail } from "./messages";
import { occurrenceUrl } from "./ics";
import { assertValidRecurrence, localToInstant, normaliseRecurrence, occurrenceOn, occurrencesBetween, seriesEnd } from "./recurrence";
import type { EventsDeps } from "./registration-emails";
import { seriesTimes, withExceptions, type EventRow, type Series } from "./series";
import { csvDocument } from "../../lib/csv";
import { presentAdminEvent, presentAdminRegistration } from "./presenter";
import { isTimeZone, todayIn } from "../../../shared/date-format";

const DAY_MS = 86_400_000;
const ADMIN_LIST_LIMIT = 200;

function minutesBetween(startLocal: string, endLocal: string): number {
  return Math.round((Date.parse(`${endLocal}:00Z`) - Date.parse(`${startLocal}:00Z`)) / 60_000);
}

function assertTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone)) throw AppError.validation("Unknown time zone", { timeZone: ["eventsAdmin.errors.timeZone"] });
}

function nextDateOf(series: Series, now: Date): string | null {
  const upcoming = occurrencesBetween(seriesTimes(series.row), series.exceptions, now, new Date(now.getTime() + 400 * DAY_MS));
  return upcoming.find((o) => !o.cancelled)?.date ?? null;
}

async function upcomingCounts(db: Db, ids: string[], today: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.eventId, ids), gte(eventRegistrations.date, today), ne(eventRegistrations.status, "cancelled")))
    .groupBy(eventRegistrations.eventId);
  for (const row of rows) counts.set(row.eventId, row.n);
  return counts;
}

async function presentMany(db: Db, rows: EventRow[]): Promise<AdminEvent[]> {
  const series = await withExceptions(db, rows);
  const timeZone = await churchTimeZone(db);
  const counts = await upcomingCounts(db, rows.map((r) => r.id), todayIn(timeZone));
  const now = new Date();
  return series.map((s) => presentAdminEvent(s, nextDateOf(s, now), counts.get(s.row.id) ?? 0));
}

interface AdminListQuery {
  q?: string;
  status?: EventRow["status"];
  when: "upcoming" | "past" | "all";
}

/** Series for the admin list: searched in both languages' titles, upcoming ones soonest first. */
export async function listEventsForAdmin(db: Db, query: AdminListQuery): Promise<AdminEvent[]> {
  const now = new Date();
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const search = or(ilike(sql`${events.title}->>'en'`, pattern), ilike(sql`${events.title}->>'es'`, pattern));
    if (search) conditions.push(search);
  }
  if (query.status) conditions.push(eq(events.status, query.status));
  if (query.when === "upcoming") {
    const live = or(sql`${events.seriesEndsAt} is null`, gte(events.seriesEndsAt, now));
    if (live) conditions.push(live);
  } else if (query.when === "past") {
    conditions.push(lt(events.seriesEndsAt, now));
  }
  const rows = await db
    .select()
    .from(events)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(query.when === "past" ? desc(events.startsAt) : asc(events.startsAt))
    .limit(ADMIN_LIST_LIMIT);
  return presentMany(db, rows);
}

export async function adminEvent(db: Db, id: string): Promise<AdminEvent> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw AppError.notFound("We couldn't find that event.");
  const [presented] = await presentMany(db, [row]);
  if (!presented) throw AppError.notFound("We couldn't find that event.");
  return presented;
}

/** Columns of a validated input; checks what zod cannot: the time zone, the repeat rule, the exceptions. */
function columnsOf(input: EventValues, timeZone: string) {
  assertTimeZone(timeZone);
  const recurrence = input.recurrence ? normaliseRecurrence(input.recurrence) : null;
  const times = { startLocal: input.startLocal, durationMinutes: minutesBetween(input.startLocal, input.endLocal), timeZone, recurrence };
  assertValidRecurrence(times);
  for (const exception of input.exceptions) {
    if (exception.kind === "moved" && !exception.startLocal) {
      throw AppError.validation("Give the new time of the moved date", { exceptions: ["eventsAdmin.errors.movedTime"] });
    }
    if (!occurrenceOn(times, [], exception.date)) {
      throw new AppError(ERROR_CODES.validation, 400, `The event does not happen on ${exception.date}`, { exceptions: ["eventsAdmin.errors.notADate"] }, {
        date: exception.date,
      });
    }
  }
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    ...times,
    startsAt: localToInstant(input.startLocal, timeZone),
    seriesEndsAt: seriesEnd(times),
    location: input.location,
    imageUrl: input.imageUrl,
    capacity: input.capacity,
    signup: input.signup,
    registrationFields: input.registrationFields,
    visibility: input.visibility,
    status: input.status,
    updatedAt: new Date(),
  };
}

async function replaceExceptions(tx: Db, eventId: string, input: EventValues) {
  await tx.delete(eventExceptions).where(eq(eventExceptions.eventId, eventId));
  if (input.exceptions.length) {
    await tx.insert(eventExceptions).values(input.exceptions.map((e) => ({ eventId, date: e.date, kind: e.kind, startLocal: e.startLocal })));
  }
}

/** A capacity may not drop below the places already given for an occurrence still to come. */
async function assertCapacityHolds(tx: Db, eventId: string, capacity: number | null, today: string) {
  if (capacity === null) return;
  const [busiest] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), gte(eventRegistrations.date, today), eq(eventRegistrations.status, "going")))
    .groupBy(eventRegistrations.date)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  if (busiest && busiest.n > capacity) {
    const message = `${busiest.n} people are already going; the capacity can't be lower than that.`;
    throw new AppError(EVENT_ERRORS.capacityBelowRegistrations, 409, message, { capacity: ["eventsAdmin.errors.capacityBelow"] }, { count: String(busiest.n) });
  }
}

export async function createEvent(db: Db, actor: Actor, parsed: EventValues): Promise<AdminEvent> {
  const columns = columnsOf(parsed, parsed.timeZone ?? (await churchTimeZone(db)));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(columns).returning({ id: events.id });
    if (!row) throw new Error("event insert returned nothing");
    await replaceExceptions(tx, row.id, parsed);
    await recordAudit(tx, actor, { action: "event.create", targetType: "event", targetId: row.id, after: columns.title });
    return row.id;
  });
  return adminEvent(db, id);
}

export async function updateEvent(db: Db, actor: Actor, id: string, parsed: EventValues): Promise<AdminEvent> {
  const [existing] = await db.select().from(events).where(eq(events.id, id));
  if (!existing) throw AppError.notFound("We couldn't find that event.");
  const columns = columnsOf(parsed, parsed.timeZone ?? existing.timeZone);
  const today = todayIn(columns.timeZone);
  await db.transaction(async (tx) => {
    await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for("update");
    await assertCapacityHolds(tx, id, columns.capacity, today);
    await tx.update(events).set(columns).where(eq(events.id, id));
    await replaceExceptions(tx, id, parsed);
    await recordAudit(tx, actor, { action: "event.update", targetType: "event", targetId: id, before: existing.title, after: columns.title });
  });
  return adminEvent(db, id);
}

/** A copy as a draft, so a volunteer can change the date before anyone sees it. */
export async function duplicateEvent(db: Db, actor: Actor, id: string): Promise<AdminEvent> {
  const [existing] = await db.select().from(events).where(eq(events.id, id));
  if (!existing) throw AppError.notFound("We couldn't find that event.");
  const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, archiveNotes: _n, ...copy } = existing;
  const newId = await db.transaction(async (tx) => {
    const title = { en: `${copy.title.en} (copy)`, es: `${copy.title.es} (copia)` };
    const [row] = await tx.insert(events).values({ ...copy, title, status: "draft" }).returning({ id: events.id });
    if (!row) throw new Error("event insert returned nothing");
    await recordAudit(tx, actor, { action: "event.duplicate", targetType: "event", targetId: row.id, before: { from: id } });
    return row.id;
  });
  return adminEvent(db, newId);
}

export async function setEventStatus(db: Db, actor: Actor, id: string, status: EventRow["status"]): Promise<AdminEvent> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(events).set({ status, updatedAt: new Date() }).where(eq(events.id, id)).returning({ id: events.id });
    if (!row) throw AppError.notFound("We couldn't find that event.");
    await recordAudit(tx, actor, { action: `event.${status}`, targetType: "event", targetId: id });
  });
  return adminEvent(db, id);
}

export async function deleteEvent(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning({ title: events.title });
    if (!row) throw AppError.notFound("We couldn't find that event.");
    await recordAudit(tx, actor, { action: "event.delete", targetType: "event", targetId: id, before: row.title });
  });
}

// ----- registrations -----

/** Everyone signed up for an event (one occurrence, or all of them), going first, then the waiting list. */
export async function registrationsFor(db: Db, eventId: string, date?: string): Promise<AdminRegistration[]> {
  const conditions = [eq(eventRegistrations.eventId, eventId)];
  if (date) conditions.push(eq(eventRegistrations.date, date));
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(and(...conditions))
    .orderBy(asc(eventRegistrations.date), sql`case ${eventRegistrations.status} when 'going' then 0 when 'waitlisted' then 1 else 2 end`, asc(eventRegistrations.createdAt));
  return rows.map(presentAdminRegistration);
}

export async function setCheckedIn(db: Db, actor: Actor, registrationId: string, checkedIn: boolean): Promise<AdminRegistration> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventRegistrations)
      .set({ checkedInAt: checkedIn ? new Date() : null })
      .where(eq(eventRegistrations.id, registrationId))
      .returning();
    if (!row) throw AppError.notFound("We couldn't find that registration.");
    await recordAudit(tx, actor, { action: checkedIn ? "registration.check_in" : "registration.check_out", targetType: "event_registration", targetId: row.id });
    return presentAdminRegistration(row);
  });
}

/** The attendee list as CSV with one column per registration question. */
export async function registrationsCsv(db: Db, eventId: string, date?: string): Promise<string> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw AppError.notFound("We couldn't find that event.");
  const registrations = await registrationsFor(db, eventId, date);
  const fields = row.registrationFields;
  const header = ["Date", "Name", "Email", "Status", "Checked in", "Signed up", ...fields.map((f) => f.label.en)];
  const rows = registrations.map((r) => [
    r.date,
    r.name,
    r.email,
    r.status,
    r.checkedIn ? "yes" : "no",
    r.createdAt,
    ...fields.map((f) => {
      const answer = r.answers[f.id];
      return answer === undefined ? "" : typeof answer === "boolean" ? (answer ? "yes" : "no") : answer;
    }),
  ]);
  return csvDocument(header, rows);
}

interface AttendeeMessage {
  date?: string;
  subject: string;
  body: string;
  includeWaitlist: boolean;
}

/** Emails everyone going (and, if asked, waiting) for an occurrence or the whole event; returns how many. */
export async function emailAttendees(deps: EventsDeps, actor: Actor, eventId: string, message: AttendeeMessage): Promise<number> {
  const [row] = await deps.db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw AppError.notFound("We couldn't find that event.");
  const statuses: RegistrationStatus[] = message.includeWaitlist ? ["going", "waitlisted"] : ["going"];
  const conditions = [eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, statuses)];
  if (message.date) conditions.push(eq(eventRegistrations.date, message.date));
  const recipients = await deps.db
    .selectDistinct({ email: eventRegistrations.email, date: eventRegistrations.date })
    .from(eventRegistrations)
    .where(and(...conditions));
  const name = await churchName(deps.db);
  const seen = new Set<string>();
  for (const recipient of recipients) {
    if (seen.has(recipient.email)) continue;
    seen.add(recipient.email);
    const url = occurrenceUrl(deps.publicUrl, eventId, recipient.date);
    await deps.mailer.send(attendeeEmail(recipient.email, message.subject, message.body, url, name));
  }
  await recordAudit(deps.db, actor, {
    action: "event.email_attendees",
    targetType: "event",
    targetId: eventId,
    after: { subject: message.subject, recipients: seen.size, date: message.date ?? null },
  });
  return seen.size;
}

// ----- fish-fry archive -----

/** Past fundraisers (the fish fries), newest first, with sign-ups and check-ins, archived or waiting to be. */
export async function fishFryArchive(db: Db): Promise<FishFryEntry[]> {
  const now = new Date();
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.category, "fundraiser"), or(isNotNull(events.archivedAt), lt(events.seriesEndsAt, now))))
    .orderBy(desc(events.startsAt));
  if (rows.length === 0) return [];
  const stats = await db
    .select({
      eventId: eventRegistrations.eventId,
      going: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'going')::int`,
      checkedIn: sql<number>`count(*) filter (where ${eventRegistrations.checkedInAt} is not null)::int`,
    })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, rows.map((r) => r.id)))
    .groupBy(eventRegistrations.eventId);
  return rows.map((row) => {
    const stat = stats.find((s) => s.eventId === row.id);
    return {
      id: row.id,
      title: row.title,
      date: row.startLocal.slice(0, 10),
      registrations: stat?.going ?? 0,
      checkedIn: stat?.checkedIn ?? 0,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      notes: row.archiveNotes,
    };
  });
}

/** Files a finished event in the archive with the organisers' notes (what sold, what to change next year). */
export async function archiveEvent(db: Db, actor: Actor, id: string, notes: string): Promise<void> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw AppError.notFound("We couldn't find that event.");
  if (row.seriesEndsAt === null || row.seriesEndsAt > new Date()) {
    throw new AppError(EVENT_ERRORS.notOver, 409, "Only an event that is over can be archived.");
  }
  await db.transaction(async (tx) => {
    await tx.update(events).set({ archivedAt: row.archivedAt ?? new Date(), archiveNotes: notes || null, updatedAt: new Date() }).where(eq(events.id, id));
    await recordAudit(tx, actor, { action: "event.archive", targetType: "event", targetId: id });
  });
}
