import { count, desc, eq } from "drizzle-orm";
import {
  ADMIN_STUDY_PAGE_SIZE,
  type AdminDevotional,
  type AdminStudyGuide,
  type DevotionalInput,
  type StudyGuideInput,
} from "../../../shared/study";
import type { Db } from "../../db/client";
import { devotionals, studyGuides } from "../../db/schema/study";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { type Actor, recordAudit } from "../admin/audit";
import { parseReference } from "../bible/references";
import { weekStartOf } from "../../lib/dates";
import { presentAdminDevotional, presentAdminGuide } from "./presenter";

/** Every passage must be one the reader can open, so readers never meet a dead link. */
function checkPassages(passages: Array<{ field: string; text: string }>) {
  const fields: Record<string, string[]> = {};
  for (const { field, text } of passages) {
    if (parseReference(text).length === 0) fields[field] = [`We couldn't read "${text}" as a Bible passage. Try John 3:16 or Psalm 23.`];
  }
  if (Object.keys(fields).length > 0) throw AppError.validation("Some passages are not Bible references.", fields);
}

const weekTaken = (week: string) =>
  new AppError("week_taken", 409, `There is already a study guide for the week of ${week}.`, {
    weekStart: [`There is already a study guide for the week of ${week}.`],
  }, { week });

async function pageOf<T>(rows: Promise<T[]>, total: Promise<Array<{ value: number }>>, page: number) {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { items, page, pageCount: Math.max(1, Math.ceil((counted?.value ?? 0) / ADMIN_STUDY_PAGE_SIZE)) };
}

export async function listGuidesForAdmin(db: Db, page: number) {
  const { items, ...paging } = await pageOf(
    db.select().from(studyGuides).orderBy(desc(studyGuides.weekStart)).limit(ADMIN_STUDY_PAGE_SIZE).offset((page - 1) * ADMIN_STUDY_PAGE_SIZE),
    db.select({ value: count() }).from(studyGuides),
    page,
  );
  return { guides: items.map(presentAdminGuide), ...paging };
}

export async function saveGuide(db: Db, actor: Actor, input: StudyGuideInput, id?: number): Promise<AdminStudyGuide> {
  checkPassages(input.passages.map((text, i) => ({ field: `passages.${i}`, text })));
  const values = { ...input, weekStart: weekStartOf(input.weekStart), updatedAt: new Date() };
  try {
    return await db.transaction(async (tx) => {
      const [before] = id ? await tx.select().from(studyGuides).where(eq(studyGuides.id, id)) : [];
      if (id && !before) throw AppError.notFound("That study guide no longer exists.");
      const [row] = id
        ? await tx.update(studyGuides).set(values).where(eq(studyGuides.id, id)).returning()
        : await tx.insert(studyGuides).values(values).returning();
      if (!row) throw AppError.notFound("That study guide no longer exists.");
      const action = id ? "study_guide.update" : "study_guide.create";
      await recordAudit(tx, actor, { action, targetType: "study_guide", targetId: String(row.id), before, after: row });
      return presentAdminGuide(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw weekTaken(values.weekStart);
    throw error;
  }
}

export async function deleteGuide(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(studyGuides).where(eq(studyGuides.id, id)).returning();
    if (!row) throw AppError.notFound("That study guide no longer exists.");
    await recordAudit(tx, actor, { action: "study_guide.delete", targetType: "study_guide", targetId: String(id), before: row });
  });
}

export async function listDevotionalsForAdmin(db: Db, page: number) {
  const { items, ...paging } = await pageOf(
    db.select().from(devotionals).orderBy(desc(devotionals.day), devotionals.kind, devotionals.id).limit(ADMIN_STUDY_PAGE_SIZE).offset((page - 1) * ADMIN_STUDY_PAGE_SIZE),
    db.select({ value: count() }).from(devotionals),
    page,
  );
  return { devotionals: items.map(presentAdminDevotional), ...paging };
}

export async function saveDevotional(db: Db, actor: Actor, input: DevotionalInput, id?: number): Promise<AdminDevotional> {
  if (input.passage) checkPassages([{ field: "passage", text: input.passage }]);
  return db.transaction(async (tx) => {
    const [before] = id ? await tx.select().from(devotionals).where(eq(devotionals.id, id)) : [];
    if (id && !before) throw AppError.notFound("That reading no longer exists.");
    const [row] = id
      ? await tx.update(devotionals).set(input).where(eq(devotionals.id, id)).returning()
      : await tx.insert(devotionals).values(input).returning();
    if (!row) throw AppError.notFound("That reading no longer exists.");
    const action = id ? "devotional.update" : "devotional.create";
    await recordAudit(tx, actor, { action, targetType: "devotional", targetId: String(row.id), before, after: row });
    return presentAdminDevotional(row);
  });
}

export async function deleteDevotional(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(devotionals).where(eq(devotionals.id, id)).returning();
    if (!row) throw AppError.notFound("That reading no longer exists.");
    await recordAudit(tx, actor, { action: "devotional.delete", targetType: "devotional", targetId: String(id), before: row });
  });
}
