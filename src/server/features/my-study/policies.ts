import { eq, type Placeholder, type SQL } from "drizzle-orm";
import type { readingPlanEnrollments, studyHighlights, studyNotes } from "../../db/schema/my-study";

/**
 * A member's study is theirs alone: every read and write of highlights, notes and plans is narrowed to the
 * session's member here, so no endpoint takes another member's id and nobody else's rows can match. The id may
 * be the placeholder of a query built once, given the session's member when it runs.
 */
export function ownedBy(table: typeof studyHighlights | typeof studyNotes | typeof readingPlanEnrollments, userId: string | Placeholder): SQL {
  return eq(table.userId, userId);
}
