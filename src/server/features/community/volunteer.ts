import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { MyShift, VolunteerOpportunity, VolunteerShift } from "../../../shared/community";
import type { Db } from "../../db/client";
import { authUsers } from "../../db/schema/accounts";
import { volunteerOpportunities, volunteerShifts, volunteerSignups } from "../../db/schema/community";
import { AppError } from "../../lib/errors";
import { eachAlone } from "../../lib/each-alone";
import { languageOf } from "../accounts/service";
import { plainEmail } from "../../lib/mail/plain-email";
import { churchTimeZone } from "../site/service";
import type { CommunityDeps } from "./discussions";
import { presentShift, qualified } from "./presenter";
import { formatInstant } from "../../../shared/date-format";

const shiftNotFound = () => AppError.notFound("That shift is not available.");

const slotsTaken = sql<number>`(select count(*)::int from volunteer_signups s where s.shift_id = ${qualified(volunteerShifts.id)})`;

/** Active opportunities with their shifts still to come, and whether the viewer serves in each. */
export async function listOpportunities(db: Db, viewerId: string | undefined, now = new Date()): Promise<VolunteerOpportunity[]> {
  const opportunities = await db
    .select()
    .from(volunteerOpportunities)
    .where(eq(volunteerOpportunities.active, true))
    .orderBy(asc(volunteerOpportunities.createdAt));
  if (opportunities.length === 0) return [];
  const shifts = await db
    .select({
      shift: volunteerShifts,
      taken: slotsTaken,
      mine: viewerId
        ? sql<boolean>`exists(select 1 from volunteer_signups s where s.shift_id = ${qualified(volunteerShifts.id)} and s.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(volunteerShifts)
    .where(and(inArray(volunteerShifts.opportunityId, opportunities.map((o) => o.id)), gt(volunteerShifts.endsAt, now)))
    .orderBy(asc(volunteerShifts.startsAt));
  return opportunities.map((o) => ({
    id: o.id,
    ministry: o.ministry,
    title: o.title,
    description: o.description,
    shifts: shifts.filter((s) => s.shift.opportunityId === o.id).map((s) => presentShift(s.shift, Number(s.taken), Boolean(s.mine))),
  }));
}

/**
 * Signs a member up for a shift. The shift row is locked (select ... for update) before the places are
 * counted, so parallel sign-ups for the last place queue behind each other: exactly one gets it, the others
 * are told the shift is full. Signing up twice is the same as once.
 */
export async function signUpForShift(db: Db, viewerId: string, shiftId: string, now = new Date()): Promise<VolunteerShift> {
  return db.transaction(async (tx) => {
    const [shift] = await tx
      .select({ shift: volunteerShifts })
      .from(volunteerShifts)
      .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerShifts.opportunityId))
      .where(and(eq(volunteerShifts.id, shiftId), eq(volunteerOpportunities.active, true)))
      .for("update", { of: volunteerShifts });
    if (!shift) throw shiftNotFound();
    if (shift.shift.startsAt <= now) throw new AppError("shift_started", 409, "This shift has already started.");
    const [already] = await tx
      .select({ id: volunteerSignups.id })
      .from(volunteerSignups)
      .where(and(eq(volunteerSignups.shiftId, shiftId), eq(volunteerSignups.userId, viewerId)));
    const [{ taken } = { taken: 0 }] = await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(volunteerSignups)
      .where(eq(volunteerSignups.shiftId, shiftId));
    if (!already) {
      if (Number(taken) >= shift.shift.slotsNeeded) throw new AppError("shift_full", 409, "This shift is full.");
      await tx.insert(volunteerSignups).values({ shiftId, userId: viewerId });
    }
    return presentShift(shift.shift, Number(taken) + (already ? 0 : 1), true);
  });
}

export async function cancelSignup(db: Db, viewerId: string, shiftId: string): Promise<VolunteerShift> {
  const [shift] = await db.select().from(volunteerShifts).where(eq(volunteerShifts.id, shiftId));
  if (!shift) throw shiftNotFound();
  await db.delete(volunteerSignups).where(and(eq(volunteerSignups.shiftId, shiftId), eq(volunteerSignups.userId, viewerId)));
  const [{ taken } = { taken: 0 }] = await db.select({ taken: sql<number>`count(*)::int` }).from(volunteerSignups).where(eq(volunteerSignups.shiftId, shiftId));
  return presentShift(shift, Number(taken), false);
}

/** The member's shifts still to come, soonest first. */
export async function listMyShifts(db: Db, viewerId: string, now = new Date()): Promise<MyShift[]> {
  const rows = await db
    .select({ shift: volunteerShifts, opportunity: volunteerOpportunities })
    .from(volunteerSignups)
    .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerSignups.shiftId))
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerShifts.opportunityId))
    .where(and(eq(volunteerSignups.userId, viewerId), gt(volunteerShifts.endsAt, now)))
    .orderBy(asc(volunteerShifts.startsAt));
  return rows.map(({ shift, opportunity }) => ({
    shiftId: shift.id,
    opportunityTitle: opportunity.title,
    ministry: opportunity.ministry,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
  }));
}

const REMINDER_LEAD_MS = 24 * 3600_000;

/**
 * The day-before reminder: every sign-up whose shift starts within the next 24 hours and has not been reminded.
 * Each one is claimed by a conditional update (reminder_sent_at is null) before its email is sent, so two
 * servers, or two runs of the hourly job, never send the same reminder twice. Returns how many were sent.
 */
export async function sendShiftReminders(deps: CommunityDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const due = await db
    .select({ signupId: volunteerSignups.id })
    .from(volunteerSignups)
    .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerSignups.shiftId))
    .where(and(isNull(volunteerSignups.reminderSentAt), gt(volunteerShifts.startsAt, now), lte(volunteerShifts.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS))));
  if (due.length === 0) return 0;
  const timeZone = await churchTimeZone(db);
  let sent = 0;
  // Each reminder on its own: one that fails (a bad address, a broken record) never keeps the others from going.
  await eachAlone(
    due,
    async ({ signupId }) => {
      const [claimed] = await db
        .update(volunteerSignups)
        .set({ reminderSentAt: now })
        .where(and(eq(volunteerSignups.id, signupId), isNull(volunteerSignups.reminderSentAt)))
        .returning({ shiftId: volunteerSignups.shiftId, userId: volunteerSignups.userId });
      if (!claimed) return;
      const [row] = await db
        .select({ shift: volunteerShifts, opportunity: volunteerOpportunities, email: authUsers.email, language: authUsers.language })
        .from(volunteerShifts)
        .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerShifts.opportunityId))
        .innerJoin(authUsers, eq(authUsers.id, claimed.userId))
        .where(eq(volunteerShifts.id, claimed.shiftId));
      if (!row) return;
      const language = languageOf(row.language);
      const when = formatInstant(row.shift.startsAt, language, { dateStyle: "full", timeStyle: "short", timeZone });
      const title = row.opportunity.title[language] || row.opportunity.title.en;
      const link = new URL("/community?tab=mine", deps.publicUrl).toString();
      const message =
        language === "es"
          ? plainEmail({ kind: "community.volunteer-reminder" }, row.email, `Recordatorio: ${title} mañana`, [`Gracias por servir. Te esperamos en "${title}" el ${when}.`, `Si ya no puedes venir, cancela tu turno aquí: ${link}`])
          : plainEmail({ kind: "community.volunteer-reminder" }, row.email, `Reminder: ${title} tomorrow`, [`Thank you for serving. We expect you at "${title}" on ${when}.`, `If you can no longer come, cancel your shift here: ${link}`]);
      try {
        await deps.mailer.send(message);
        sent += 1;
      } catch (error) {
        deps.logger.error({ err: error, signupId }, "volunteer reminder failed");
      }
    },
    "volunteer reminders",
  ).catch((err: unknown) => deps.logger.error({ err }, "some volunteer reminders failed"));
  return sent;
}
