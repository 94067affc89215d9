import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { AdminContentBlock, ContentRevision, ContentSummary, ContentValueInput } from "../../../shared/content";
import {
  CONTENT_BLOCKS,
  type ContentBlockDefinition,
  type ContentKey,
  type ContentValue,
  contentBlockDefinition,
  type PublishedContent,
} from "../../../shared/content-blocks";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { contentBlocks, contentRevisions } from "../../db/schema/content";
import { AppError } from "../../lib/errors";
import { type Actor, recordAudit } from "../admin/audit";
import { presentAdminBlock, presentRevision, presentValue } from "./presenter";

/** How many revisions the history shows per block, newest first. */
const REVISION_HISTORY_LIMIT = 50;

function definitionOf(key: string): ContentBlockDefinition {
  const definition = contentBlockDefinition(key);
  if (!definition) throw AppError.notFound("There is no such text block.");
  return definition;
}

/** Each block has its own length (a heading is short, a page's story long); a picture only where it belongs. */
function checkValue(definition: ContentBlockDefinition, input: ContentValueInput): ContentValue {
  const fields: Record<string, string[]> = {};
  for (const language of ["en", "es"] as const) {
    if (input[language].length > definition.maxLength) fields[language] = ["common.validation.tooLong"];
    if (definition.format === "plain" && /\n\s*\n/.test(input[language])) fields[language] = ["This text is one paragraph: remove the empty lines"];
  }
  if (input.image && !definition.image) fields.image = ["This block has no picture"];
  if (Object.keys(fields).length > 0) throw AppError.validation("Some of the text needs changing.", fields);
  return { en: input.en, es: input.es, image: definition.image ? input.image : null };
}

/** Every public page reads the published blocks: built once. */
const publishedQuery = preparedFor((db) =>
  db.select({ key: contentBlocks.key, published: contentBlocks.published }).from(contentBlocks).where(isNotNull(contentBlocks.published)).prepare("content_published"),
);

/** Every published block, for the public pages. Drafts are never served here. */
export async function publishedContent(db: Db): Promise<PublishedContent> {
  const rows = await publishedQuery(db).execute();
  const content: PublishedContent = {};
  for (const row of rows) {
    const definition = contentBlockDefinition(row.key);
    if (definition && row.published) content[definition.key as ContentKey] = presentValue(row.published, definition);
  }
  return content;
}

const emptyRow = (key: string): typeof contentBlocks.$inferSelect => ({
  key,
  draft: { en: "", es: "", image: null },
  published: null,
  updatedBy: null,
  updatedAt: new Date(0),
  publishedBy: null,
  publishedAt: null,
});

/** Every block of the catalogue in its order; a block nobody has written yet comes back empty. */
export async function listBlocksForAdmin(db: Db): Promise<AdminContentBlock[]> {
  const rows = new Map((await db.select().from(contentBlocks)).map((row) => [row.key, row]));
  return CONTENT_BLOCKS.map((definition) => presentAdminBlock(rows.get(definition.key) ?? emptyRow(definition.key), definition));
}

async function lockedRow(tx: Db, key: string) {
  const [row] = await tx.select().from(contentBlocks).where(eq(contentBlocks.key, key)).for("update");
  return row;
}

/** Saves the admin's text as the block's draft; visitors keep seeing the published text. */
export async function saveDraft(db: Db, actor: Actor, key: string, input: ContentValueInput): Promise<AdminContentBlock> {
  const definition = definitionOf(key);
  const value = checkValue(definition, input);
  const values = { draft: value, updatedBy: actor.email, updatedAt: new Date() } as const;
  const [row] = await db.insert(contentBlocks).values({ key, ...values }).onConflictDoUpdate({ target: contentBlocks.key, set: values }).returning();
  return presentAdminBlock(row ?? emptyRow(key), definition);
}

/** Publishes the text: it becomes the draft and what visitors see, and a revision of the block. Audited. */
export async function publishBlock(db: Db, actor: Actor, key: string, input: ContentValueInput): Promise<AdminContentBlock> {
  const definition = definitionOf(key);
  const value = checkValue(definition, input);
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, key);
    const now = new Date();
    const values = { draft: value, published: value, updatedBy: actor.email, updatedAt: now, publishedBy: actor.email, publishedAt: now } as const;
    const [row] = await tx.insert(contentBlocks).values({ key, ...values }).onConflictDoUpdate({ target: contentBlocks.key, set: values }).returning();
    await tx.insert(contentRevisions).values({ blockKey: key, value, reason: "publish", createdBy: actor.email });
    await recordAudit(tx, actor, { action: "content.publish", targetType: "content_block", targetId: key, before: before?.published ?? null, after: value });
    return presentAdminBlock(row ?? emptyRow(key), definition);
  });
}

export async function listRevisions(db: Db, key: string): Promise<ContentRevision[]> {
  const definition = definitionOf(key);
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.blockKey, key))
    .orderBy(desc(contentRevisions.id))
    .limit(REVISION_HISTORY_LIMIT);
  return rows.map((row) => presentRevision(row, definition));
}

/**
 * Puts an older revision live again. The block's current text (its draft, which may hold unpublished work)
 * is first kept as a "replaced" revision, so a restore never loses anything and can itself be undone.
 */
export async function restoreRevision(db: Db, actor: Actor, key: string, revisionId: number): Promise<AdminContentBlock> {
  const definition = definitionOf(key);
  return db.transaction(async (tx) => {
    const [revision] = await tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.blockKey, key)));
    const before = await lockedRow(tx, key);
    if (!revision || !before) throw AppError.notFound("That revision no longer exists.");
    const value = presentValue(revision.value, definition);
    await tx.insert(contentRevisions).values({ blockKey: key, value: before.draft, reason: "replaced", createdBy: actor.email });
    const now = new Date();
    const values = { draft: value, published: value, updatedBy: actor.email, updatedAt: now, publishedBy: actor.email, publishedAt: now } as const;
    const [row] = await tx.update(contentBlocks).set(values).where(eq(contentBlocks.key, key)).returning();
    await tx.insert(contentRevisions).values({ blockKey: key, value, reason: "restore", createdBy: actor.email });
    await recordAudit(tx, actor, {
      action: "content.restore",
      targetType: "content_block",
      targetId: key,
      before: before.draft,
      after: { ...value, revisionId },
    });
    return presentAdminBlock(row ?? before, definition);
  });
}

export async function contentSummary(db: Db): Promise<ContentSummary> {
  const [[drafts], [last]] = await Promise.all([
    // A draft waits where the editor's text is not what visitors see (jsonb equality ignores key order).
    db.select({ n: count() }).from(contentBlocks).where(sql`${contentBlocks.draft} is distinct from ${contentBlocks.published}`),
    db
      .select({ at: contentBlocks.publishedAt, by: contentBlocks.publishedBy })
      .from(contentBlocks)
      .where(isNotNull(contentBlocks.publishedAt))
      .orderBy(sql`${contentBlocks.publishedAt} desc`)
      .limit(1),
  ]);
  return { draftsWaiting: Number(drafts?.n ?? 0), lastPublishedAt: last?.at?.toISOString() ?? null, lastPublishedBy: last?.by ?? null };
}
