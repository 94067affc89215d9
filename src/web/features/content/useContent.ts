import { useQuery } from "@tanstack/react-query";
import type { ContentKey, PublishedContent } from "../../../shared/content-blocks";
import type { Language } from "../../../shared/i18n";
import { apiGet } from "../../lib/api";

/**
 * The published text blocks that admins edit (GET /api/content): one small request shared by every page. The
 * server responds "no-cache" with an ETag, so a reload shows a new publish at once.
 */
export function usePublishedContent() {
  return useQuery({
    queryKey: ["content"],
    queryFn: ({ signal }) => apiGet("/api/content", signal),
    staleTime: 30_000,
  });
}

/** A block's text in the page's language (English when the Spanish is missing); "" for a block never published. */
export function contentText(content: PublishedContent | undefined, key: ContentKey, language: Language): string {
  const value = content?.[key];
  if (!value) return "";
  return value[language] || value.en;
}

export function contentImage(content: PublishedContent | undefined, key: ContentKey): string | null {
  return content?.[key]?.image ?? null;
}
