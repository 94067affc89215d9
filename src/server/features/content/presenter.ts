import { type AdminContentBlock, type ContentRevision, type ContentStatus, sameContentValue } from "../../../shared/content";
import type { ContentBlockDefinition, ContentKey, ContentValue } from "../../../shared/content-blocks";
import type { contentBlocks, contentRevisions } from "../../db/schema/content";

/** A stored value as the pages read it: a picture only on blocks that carry one. */
export function presentValue(value: ContentValue, definition: ContentBlockDefinition): ContentValue {
  return { en: value.en, es: value.es, image: definition.image ? (value.image ?? null) : null };
}

/**
 * What the site shows, read from the texts themselves: "published" only when visitors see exactly the text in
 * the editor; "draft" when a saved draft waits (the site shows the published text) or nothing was ever published.
 */
function statusOf(draft: ContentValue, published: ContentValue | null): ContentStatus {
  return sameContentValue(draft, published) ? "published" : "draft";
}

export function presentAdminBlock(row: typeof contentBlocks.$inferSelect, definition: ContentBlockDefinition): AdminContentBlock {
  const draft = presentValue(row.draft, definition);
  const published = row.published ? presentValue(row.published, definition) : null;
  return {
    key: definition.key as ContentKey,
    page: definition.page,
    format: definition.format,
    maxLength: definition.maxLength,
    hasImage: definition.image === true,
    draft,
    published,
    status: statusOf(draft, published),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
  };
}

export function presentRevision(row: typeof contentRevisions.$inferSelect, definition: ContentBlockDefinition): ContentRevision {
  return {
    id: row.id,
    key: definition.key as ContentKey,
    value: presentValue(row.value, definition),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}
