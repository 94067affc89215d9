import type { AdminContentBlock, ContentRevision } from "../../../shared/content";
import type { ContentBlockDefinition, ContentKey, ContentValue } from "../../../shared/content-blocks";
import type { contentBlocks, contentRevisions } from "../../db/schema/content";

/** A stored value as the pages read it: a picture only on blocks that carry one. */
export function presentValue(value: ContentValue, definition: ContentBlockDefinition): ContentValue {
  return { en: value.en, es: value.es, image: definition.image ? (value.image ?? null) : null };
}

export function presentAdminBlock(row: typeof contentBlocks.$inferSelect, definition: ContentBlockDefinition): AdminContentBlock {
  return {
    key: definition.key as ContentKey,
    page: definition.page,
    format: definition.format,
    maxLength: definition.maxLength,
    hasImage: definition.image === true,
    draft: presentValue(row.draft, definition),
    published: row.published ? presentValue(row.published, definition) : null,
    status: row.status,
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
