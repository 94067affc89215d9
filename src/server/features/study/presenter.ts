import type { AdminDevotional, AdminStudyGuide, Devotional, StudyGuide, StudyGuideSummary, StudyPassage } from "../../../shared/study";
import type { devotionals, studyGuides } from "../../db/schema/study";
import { parseDisplayRanges, parseReference } from "../bible/references";

/** A written reference with where it opens in the reader; an unreadable one is still shown, without a link. */
function presentPassage(reference: string): StudyPassage {
  const [first] = parseReference(reference);
  if (!first) return { reference, ranges: [], book: null, chapter: null, verse: null };
  return { reference, ranges: parseDisplayRanges(reference), book: first.start.book, chapter: first.start.chapter, verse: first.start.verse };
}

export function presentGuideSummary(row: Pick<typeof studyGuides.$inferSelect, "id" | "weekStart" | "title">): StudyGuideSummary {
  return { id: row.id, weekStart: row.weekStart, title: row.title };
}

export function presentGuide(row: typeof studyGuides.$inferSelect): StudyGuide {
  return {
    ...presentGuideSummary(row),
    body: row.body,
    passages: row.passages.map(presentPassage),
    questions: row.questions,
  };
}

export function presentDevotional(row: typeof devotionals.$inferSelect): Devotional {
  return {
    id: row.id,
    day: row.day,
    kind: row.kind,
    title: row.title,
    body: row.body,
    passage: row.passage ? presentPassage(row.passage) : null,
  };
}

export function presentAdminGuide(row: typeof studyGuides.$inferSelect): AdminStudyGuide {
  return { ...presentGuide(row), published: row.published, updatedAt: row.updatedAt.toISOString() };
}

export function presentAdminDevotional(row: typeof devotionals.$inferSelect): AdminDevotional {
  return { ...presentDevotional(row), published: row.published };
}
