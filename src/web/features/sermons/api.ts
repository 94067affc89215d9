import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, retryUnlessClientError } from "../../lib/api";

export interface SermonFilters {
  q?: string;
  series?: string;
  topic?: string;
  speaker?: string;
  book?: string;
  lang: "en" | "es";
  page: number;
}

export function sermonsQueryString(filters: SermonFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  return params.toString();
}

export function useSermons(filters: SermonFilters) {
  return useQuery({
    queryKey: ["sermons", "list", filters],
    queryFn: ({ signal }) => apiGet(`/api/sermons?${sermonsQueryString(filters)}`, signal),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSermonFacets() {
  return useQuery({
    queryKey: ["sermons", "browse"],
    queryFn: ({ signal }) => apiGet("/api/sermons/browse", signal),
    staleTime: 5 * 60_000,
  });
}

export function useSermon(slug: string) {
  return useQuery({
    queryKey: ["sermons", "detail", slug],
    queryFn: ({ signal }) => apiGet(`/api/sermons/${slug}`, signal),
    select: (data) => data.sermon,
    retry: retryUnlessClientError,
    staleTime: 60_000,
  });
}

/** The live state: one query shared with the header and the home page (lib/live.ts). */
export { useLiveState } from "../../lib/live";
