import { and, asc, eq, ne } from "drizzle-orm";
import type { RegistrationInput, RegistrationResult, RsvpResult } from "../../../shared/events";
import type { Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { SessionMember } from "../accounts/member-session";
import { assertMaySee, registrationOwnedBy } from "./policies";
import { occurrenceOn } from "./recurrence";
import { checkedAnswers } from "./registration-answers";
import { hashToken } from "../../lib/tokens";
import { confirmation, type EventsDeps, newCancelToken, type RegistrationRow, sendSafely, tellPromoted } from "./registration-emails";
import { countsFor, occurrenceKey, seriesTimes, withExceptions, type SeriesOccurrence } from "./series";

/*
 * Signing up for an event's occurrence and cancelling: one-click RSVPs (members), the registration form
 * (anyone), the waiting list. The form's answers are checked in registration-answers.ts, the emails sent in
 * registration-emails.ts, and "My events" read in my-registrations.ts.
 */

const ERRORS = {
  cancelled: () => new AppError("event_cancelled", 409, "This event has been cancelled."),
  over: () => new AppError("event_over", 409, "This event is over."),
  noSignup: () => new AppError("signup_closed", 409, "This event does not take sign-ups."),
  useForm: () => new AppError("registration_required", 409, "This event needs the registration form."),
  already: () => new AppError("already_registered", 409, "You are already signed up for this event."),
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
  assertMaySee(series.row, signedIn);
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

type RegistrationInputs = Required<Omit<RegistrationInput, "website">> & { language: Language };

/**
 * The form, for anyone. An address that is already signed up gets the response a new registration would get (so
 * the form never tells who signed up), nothing changes, and the address itself is told by email.
 */
export async function register(
  deps: EventsDeps,
  member: SessionMember | null,
  eventId: string,
  date: string,
  input: RegistrationInputs,
): Promise<RegistrationResult> {
  try {
    return await registerOnce(deps, member, eventId, date, input);
  } catch (error) {
    // Two forms for one address at the same moment: the loser finds the winner's registration the second time.
    if (error instanceof AppError && error.code === "already_registered") return registerOnce(deps, member, eventId, date, input);
    throw error;
  }
}

async function registerOnce(
  deps: EventsDeps,
  member: SessionMember | null,
  eventId: string,
  date: string,
  input: RegistrationInputs,
): Promise<RegistrationResult> {
  const token = newCancelToken();
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockOccurrence(tx, eventId, date);
    assertOpen(locked, member !== null);
    const answers = checkedAnswers(locked.series.row.registrationFields, input.answers);
    const place = await placeFor(tx, locked);
    const existing = await liveRegistration(tx, eventId, date, input.email);
    if (existing) {
      // Nothing about the registration changes: its cancel link (only the hash is kept) stays the one first sent.
      const counts = await occurrenceCounts(tx, eventId, date);
      // A member signing up their own address again learns nothing new: they see their own place.
      const own = member !== null && member.email === existing.email;
      const result: RegistrationResult = own
        ? { status: existing.status === "waitlisted" ? "waitlisted" : "going", goingCount: counts.going }
        : { status: place, goingCount: counts.going + (place === "going" ? 1 : 0) };
      return { item: locked, result, existing };
    }
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
    return { item: locked, result: { status: place, goingCount: counts.going } satisfies RegistrationResult, existing: null };
  });
  const { item, result, existing } = outcome;
  if (existing) {
    const kind = existing.status === "waitlisted" ? "alreadyWaitlisted" : "alreadyGoing";
    await sendSafely(deps, () => confirmation(deps, item, kind, existing.email, existing.language, null));
  } else {
    await sendSafely(deps, () => confirmation(deps, item, result.status, input.email, input.language, token));
  }
  return result;
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
          registrationOwnedBy(member),
        ),
      );
    return row;
  });
}


