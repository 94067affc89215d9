import { churchName } from "../site/service";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import type {
  MyRegistration,
  RegistrationField,
  RegistrationInput,
  RegistrationResult,
  RegistrationStatus,
  RsvpResult,
} from "../../../shared/events";
import type { Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import type { SessionMember } from "../accounts/member-session";
import { calendarFile, occurrenceUrl } from "./ics";
import { registrationEmail } from "./messages";
import { presentOccurrence } from "./presenter";
import { occurrenceOn } from "./recurrence";
import { countsFor, occurrenceKey, seriesTimes, withExceptions, type SeriesOccurrence } from "./series";

export interface EventsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

type RegistrationRow = typeof eventRegistrations.$inferSelect;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const ERRORS = {
  cancelled: () => new AppError("event_cancelled", 409, "This event has been cancelled."),
  over: () => new AppError("event_over", 409, "This event is over."),
  noSignup: () => new AppError("signup_closed", 409, "This event does not take sign-ups."),
  useForm: () => new AppError("registration_required", 409, "This event needs the registration form."),
  already: () => new AppError("already_registered", 409, "You are already signed up for this event."),
  membersOnly: () => new AppError("members_only", 401, "This event is for members. Please sign in to see it."),
};

/**
 * Locks the series row for the rest of the transaction, so registrations for its occurrences happen one at a
 * time: two people can never both take the last place.
 */
async function lockOccurrence(tx: Db, eventId: string, date: string): Promise<SeriesOccurrence> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  if (!row || row.status === "draft") throw AppError.notFound("We couldn't find that event.");
  const [series] = await withExceptions(tx, [row]);
  const occurrence = series ? occurrenceOn(seriesTimes(row), series.exceptions, date) : null;
  if (!series || !occurrence) throw AppError.notFound("That event does not happen on this date.");
  return { series, occurrence };
}

function assertOpen({ series, occurrence }: SeriesOccurrence, signedIn: boolean): void {
  if (series.row.visibility === "members" && !signedIn) throw ERRORS.membersOnly();
  if (series.row.status === "cancelled" || occurrence.cancelled) throw ERRORS.cancelled();
  if (occurrence.endsAt <= new Date()) throw ERRORS.over();
  if (series.row.signup === "none") throw ERRORS.noSignup();
}

async function occurrenceCounts(tx: Db, eventId: string, date: string) {
  return (await countsFor(tx, [eventId], date, date)).get(occurrenceKey(eventId, date)) ?? { going: 0, waitlisted: 0 };
}

async function liveRegistration(tx: Db, eventId: string, date: string, email: string) {
  const [row] = await tx
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.date, date),
        eq(eventRegistrations.email, email),
        ne(eventRegistrations.status, "cancelled"),
      ),
    );
  return row;
}

/** Going while there is room (or no limit), otherwise on the waiting list. */
async function placeFor(tx: Db, item: SeriesOccurrence): Promise<"going" | "waitlisted"> {
  const { capacity, id } = item.series.row;
  if (capacity === null) return "going";
  const { going } = await occurrenceCounts(tx, id, item.occurrence.date);
  return going < capacity ? "going" : "waitlisted";
}

/**
 * Cancels a live registration; when it held a place, the longest-waiting person takes it. Returns the
 * promoted registration so its owner can be told once the transaction has committed.
 */
async function cancelLive(tx: Db, registration: RegistrationRow): Promise<RegistrationRow | null> {
  await tx
    .update(eventRegistrations)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(eq(eventRegistrations.id, registration.id));
  if (registration.status !== "going") return null;
  const [next] = await tx
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.date, registration.date),
        eq(eventRegistrations.status, "waitlisted"),
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt))
    .limit(1);
  if (!next) return null;
  const [promoted] = await tx
    .update(eventRegistrations)
    .set({ status: "going", readAt: null })
    .where(eq(eventRegistrations.id, next.id))
    .returning();
  return promoted ?? null;
}

async function inserting<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw ERRORS.already();
    throw error;
  }
}

// ----- one-click RSVP (members) -----

export async function rsvp(deps: EventsDeps, member: SessionMember, eventId: string, date: string): Promise<RsvpResult> {
  return deps.db.transaction(async (tx) => {
    const item = await lockOccurrence(tx, eventId, date);
    assertOpen(item, true);
    if (item.series.row.signup === "registration") throw ERRORS.useForm();
    if (await liveRegistration(tx, eventId, date, member.email)) throw ERRORS.already();
    const status = await placeFor(tx, item);
    await inserting(
      tx.insert(eventRegistrations).values({
        eventId,
        date,
        userId: member.id,
        kind: "rsvp",
        status,
        name: member.name,
        email: member.email,
        language: member.language,
      }),
    );
    const counts = await occurrenceCounts(tx, eventId, date);
    return { status, goingCount: counts.going, waitlistCount: counts.waitlisted };
  });
}

export async function cancelRsvp(deps: EventsDeps, member: SessionMember, eventId: string, date: string): Promise<RsvpResult> {
  const { result, promoted, item } = await deps.db.transaction(async (tx) => {
    const locked = await lockOccurrence(tx, eventId, date);
    const mine = await liveRegistration(tx, eventId, date, member.email);
    const next = mine ? await cancelLive(tx, mine) : null;
    const counts = await occurrenceCounts(tx, eventId, date);
    return { result: { status: null, goingCount: counts.going, waitlistCount: counts.waitlisted }, promoted: next, item: locked };
  });
  if (promoted) await tellPromoted(deps, item, promoted);
  return result;
}

// ----- registration form (anyone) -----

function answerError(field: RegistrationField, message: string): AppError {
  return AppError.validation(message, { [`answers.${field.id}`]: [message] });
}

/** The answers the form's fields ask for, checked against each field's type; unknown keys are dropped. */
export function checkedAnswers(fields: RegistrationField[], answers: Record<string, string | boolean>) {
  const result: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = answers[field.id];
    const empty = value === undefined || value === "" || value === false;
    if (empty) {
      if (field.required) throw answerError(field, `Please answer "${field.label.en}"`);
      continue;
    }
    if (field.type === "checkbox") {
      if (typeof value !== "boolean") throw answerError(field, `Tick or untick "${field.label.en}"`);
    } else if (typeof value !== "string") {
      throw answerError(field, `Please answer "${field.label.en}"`);
    } else if (field.type === "number" && !/^-?\d+(\.\d+)?$/.test(value.trim())) {
      throw answerError(field, `"${field.label.en}" must be a number`);
    } else if (field.type === "select" && !field.options.some((o) => o.en === value)) {
      throw answerError(field, `Choose one of the options for "${field.label.en}"`);
    }
    result[field.id] = typeof value === "string" ? value.trim() : value;
  }
  return result;
}

export async function register(
  deps: EventsDeps,
  member: SessionMember | null,
  eventId: string,
  date: string,
  input: Required<Omit<RegistrationInput, "website">> & { language: Language },
): Promise<RegistrationResult> {
  const token = randomBytes(24).toString("base64url");
  const { item, status, goingCount } = await deps.db.transaction(async (tx) => {
    const locked = await lockOccurrence(tx, eventId, date);
    assertOpen(locked, member !== null);
    const answers = checkedAnswers(locked.series.row.registrationFields, input.answers);
    if (await liveRegistration(tx, eventId, date, input.email)) throw ERRORS.already();
    const place = await placeFor(tx, locked);
    await inserting(
      tx.insert(eventRegistrations).values({
        eventId,
        date,
        userId: member?.id ?? null,
        kind: locked.series.row.signup === "rsvp" ? "rsvp" : "registration",
        status: place,
        name: input.name,
        email: input.email,
        language: input.language,
        answers,
        cancelTokenHash: hashToken(token),
      }),
    );
    const counts = await occurrenceCounts(tx, eventId, date);
    return { item: locked, status: place, goingCount: counts.going };
  });
  await sendSafely(deps, () => confirmation(deps, item, status, input.email, input.language, token));
  return { status, goingCount };
}

function cancelUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}/events/cancel?token=${encodeURIComponent(token)}`;
}

async function confirmation(
  deps: EventsDeps,
  item: SeriesOccurrence,
  kind: "going" | "waitlisted" | "promoted",
  to: string,
  language: Language,
  token: string | null,
) {
  const name = await churchName(deps.db);
  const { row } = item.series;
  const invitation = kind === "waitlisted" ? null : {
    filename: "event.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: calendarFile([item], { churchName: name, publicUrl: deps.publicUrl, language }),
  };
  await deps.mailer.send(
    registrationEmail(
      kind,
      language,
      to,
      {
        title: row.title,
        startsAt: item.occurrence.startsAt,
        timeZone: row.timeZone,
        location: row.location,
        url: occurrenceUrl(deps.publicUrl, row.id, item.occurrence.date),
      },
      token ? cancelUrl(deps.publicUrl, token) : null,
      name,
      invitation,
    ),
  );
}

/** The registration is saved whatever the mail server does; a failed email is logged, not shown as a failure. */
async function sendSafely(deps: EventsDeps, send: () => Promise<void>) {
  try {
    await send();
  } catch (err) {
    deps.logger.error({ err }, "event email could not be sent");
  }
}

async function tellPromoted(deps: EventsDeps, item: SeriesOccurrence, promoted: RegistrationRow) {
  // A fresh cancel link, since only its hash was kept.
  const token = randomBytes(24).toString("base64url");
  await deps.db.update(eventRegistrations).set({ cancelTokenHash: hashToken(token) }).where(eq(eventRegistrations.id, promoted.id));
  await sendSafely(deps, () => confirmation(deps, item, "promoted", promoted.email, promoted.language, token));
}

// ----- cancelling -----

async function cancelWhere(deps: EventsDeps, find: (tx: Db) => Promise<RegistrationRow | undefined>) {
  const { item, promoted } = await deps.db.transaction(async (tx) => {
    const registration = await find(tx);
    if (!registration || registration.status === "cancelled") {
      throw new AppError("registration_not_found", 404, "This registration was already cancelled or does not exist.");
    }
    const locked = await lockOccurrence(tx, registration.eventId, registration.date);
    return { item: locked, promoted: await cancelLive(tx, registration) };
  });
  if (promoted) await tellPromoted(deps, item, promoted);
  return { eventId: item.series.row.id, date: item.occurrence.date, title: item.series.row.title };
}

/** The cancel link in the confirmation email: works without signing in. */
export function cancelByToken(deps: EventsDeps, token: string) {
  return cancelWhere(deps, async (tx) => {
    const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.cancelTokenHash, hashToken(token)));
    return row;
  });
}

/** A member cancels one of their own registrations from "My events". */
export function cancelMine(deps: EventsDeps, member: SessionMember, registrationId: string) {
  return cancelWhere(deps, async (tx) => {
    const [row] = await tx
      .select()
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.id, registrationId),
          or(eq(eventRegistrations.userId, member.id), eq(eventRegistrations.email, member.email)),
        ),
      );
    return row;
  });
}

// ----- my events -----

/** The member's live RSVPs and registrations for occurrences that are not over, soonest first. */
export async function myRegistrations(db: Db, member: SessionMember): Promise<MyRegistration[]> {
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        or(eq(eventRegistrations.userId, member.id), eq(eventRegistrations.email, member.email)),
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
