import { and, asc, eq } from "drizzle-orm";
import type { PlanEnrollment, ReadingPlanDetail, ReadingPlanId, ReadingPlanList } from "../../../shared/my-study-constants";
import { READING_PLAN_IDS } from "../../../shared/my-study-constants";
import type { Db } from "../../db/client";
import { readingPlanEnrollments, readingPlanProgress } from "../../db/schema/my-study";
import { AppError } from "../../lib/errors";
import { churchTimeZone } from "../site/service";
import { ownedBy } from "./policies";
import { readingPlans } from "./plans";
import { daysBetween, planDayOn, progressOf } from "./streak";
import { todayIn } from "../../../shared/date-format";

/** How far from today a plan may start: a year back (to catch up) or a year ahead. */
const START_DATE_WINDOW_DAYS = 366;

export async function churchToday(db: Db, now: Date = new Date()): Promise<string> {
  return todayIn(await churchTimeZone(db), now);
}

type EnrollmentRow = typeof readingPlanEnrollments.$inferSelect;

async function enrollmentsOf(db: Db, userId: string, planId?: ReadingPlanId): Promise<EnrollmentRow[]> {
  return db
    .select()
    .from(readingPlanEnrollments)
    .where(planId ? and(ownedBy(readingPlanEnrollments, userId), eq(readingPlanEnrollments.planId, planId)) : ownedBy(readingPlanEnrollments, userId));
}

async function doneDaysOf(db: Db, enrollmentId: string) {
  return db
    .select({ day: readingPlanProgress.day, completedOn: readingPlanProgress.completedOn })
    .from(readingPlanProgress)
    .where(eq(readingPlanProgress.enrollmentId, enrollmentId))
    .orderBy(asc(readingPlanProgress.day));
}

async function presentEnrollment(db: Db, row: EnrollmentRow, dayCount: number, today: string): Promise<PlanEnrollment> {
  const done = await doneDaysOf(db, row.id);
  return {
    planId: row.planId,
    startDate: row.startDate,
    today,
    todayDay: planDayOn(row.startDate, today, dayCount),
    progress: progressOf(done, dayCount, today),
  };
}

export async function listPlans(db: Db, userId: string, today: string): Promise<ReadingPlanList> {
  const [plans, enrollments] = await Promise.all([readingPlans(db), enrollmentsOf(db, userId)]);
  return {
    today,
    plans: await Promise.all(
      READING_PLAN_IDS.map(async (id) => {
        const plan = plans[id].summary;
        const row = enrollments.find((e) => e.planId === id);
        return { plan, enrollment: row ? await presentEnrollment(db, row, plan.dayCount, today) : null };
      }),
    ),
  };
}

export async function planDetail(db: Db, userId: string, planId: ReadingPlanId, today: string): Promise<ReadingPlanDetail> {
  const { summary, days } = (await readingPlans(db))[planId];
  const [row] = await enrollmentsOf(db, userId, planId);
  return { plan: summary, days, enrollment: row ? await presentEnrollment(db, row, summary.dayCount, today) : null };
}

/** Starts the plan on a date; starting a plan the member already follows starts it over (progress cleared). */
export async function startPlan(db: Db, userId: string, planId: ReadingPlanId, startDate: string, today: string): Promise<ReadingPlanDetail> {
  if (Math.abs(daysBetween(today, startDate)) > START_DATE_WINDOW_DAYS) {
    throw AppError.validation("Choose a start date within a year of today.", { startDate: ["myStudy.validation.startDateRange"] });
  }
  await readingPlans(db);
  await db.transaction(async (tx) => {
    await tx.delete(readingPlanEnrollments).where(and(ownedBy(readingPlanEnrollments, userId), eq(readingPlanEnrollments.planId, planId)));
    await tx.insert(readingPlanEnrollments).values({ userId, planId, startDate });
  });
  return planDetail(db, userId, planId, today);
}

export async function leavePlan(db: Db, userId: string, planId: ReadingPlanId): Promise<void> {
  await db.delete(readingPlanEnrollments).where(and(ownedBy(readingPlanEnrollments, userId), eq(readingPlanEnrollments.planId, planId)));
}

async function ownEnrollment(db: Db, userId: string, planId: ReadingPlanId, day: number): Promise<EnrollmentRow> {
  const { summary } = (await readingPlans(db))[planId];
  const [row] = await enrollmentsOf(db, userId, planId);
  if (!row) throw AppError.notFound("You have not started this reading plan.");
  if (day > summary.dayCount) throw AppError.validation("That day is not in this plan.", { day: ["myStudy.validation.day"] });
  return row;
}

/** Marks a day's reading done today (church calendar); marking it again keeps the first date. */
export async function markDayDone(db: Db, userId: string, planId: ReadingPlanId, day: number, today: string): Promise<ReadingPlanDetail> {
  const row = await ownEnrollment(db, userId, planId, day);
  await db.insert(readingPlanProgress).values({ enrollmentId: row.id, day, completedOn: today }).onConflictDoNothing();
  return planDetail(db, userId, planId, today);
}

export async function markDayNotDone(db: Db, userId: string, planId: ReadingPlanId, day: number, today: string): Promise<ReadingPlanDetail> {
  const row = await ownEnrollment(db, userId, planId, day);
  await db.delete(readingPlanProgress).where(and(eq(readingPlanProgress.enrollmentId, row.id), eq(readingPlanProgress.day, day)));
  return planDetail(db, userId, planId, today);
}

/** Every plan the member follows with each day done and when, for the export. */
export async function planProgressForExport(db: Db, userId: string, today: string) {
  const [plans, enrollments] = await Promise.all([readingPlans(db), enrollmentsOf(db, userId)]);
  return Promise.all(
    enrollments.map(async (row) => {
      const { dayCount } = plans[row.planId].summary;
      const done = await doneDaysOf(db, row.id);
      const progress = progressOf(done, dayCount, today);
      return { planId: row.planId, startDate: row.startDate, dayCount, percent: progress.percent, streak: progress.streak, completed: done };
    }),
  );
}
