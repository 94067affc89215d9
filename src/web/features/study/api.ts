import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TranslationId } from "../../../shared/bible-constants";
import { apiGet, retryUnlessClientError } from "../../lib/api";

/** Imported texts never change, so responses are kept for the whole visit. */
const FOREVER = Number.POSITIVE_INFINITY;

export function useBooks(translation: TranslationId) {
  return useQuery({
    queryKey: ["bible", translation, "books"],
    queryFn: ({ signal }) => apiGet(`/api/bible/${translation}/books`, signal),
    staleTime: FOREVER,
    select: (data) => data.books,
  });
}

export function useChapter(translation: TranslationId | null, book: string, chapter: number) {
  return useQuery({
    queryKey: ["bible", translation, book, chapter],
    queryFn: ({ signal }) => apiGet(`/api/bible/${translation}/${book}/${chapter}`, signal),
    enabled: translation !== null,
    staleTime: FOREVER,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

export function usePassageLookup(query: string, translation: TranslationId) {
  return useQuery({
    queryKey: ["bible", translation, "lookup", query],
    queryFn: ({ signal }) =>
      apiGet(`/api/bible/lookup?${new URLSearchParams({ q: query, translation }).toString()}`, signal),
    enabled: query.length > 0,
    staleTime: FOREVER,
    retry: retryUnlessClientError,
  });
}

/** Today's verse in a translation, "today" being the church's calendar date (the server works it out). */
export function useVerseOfTheDay(translation: TranslationId) {
  return useQuery({
    queryKey: ["bible", translation, "verse-of-the-day"],
    queryFn: ({ signal }) => apiGet(`/api/bible/${translation}/verse-of-the-day`, signal),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}

export function useBibleSearch(query: string, translation: TranslationId, page: number) {
  return useQuery({
    queryKey: ["bible", translation, "search", query, page],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/bible/search?${new URLSearchParams({ q: query, translation, page: String(page) }).toString()}`,
        signal,
      ),
    enabled: query.length > 0,
    staleTime: FOREVER,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

/** Admins edit guides and readings now and then: a few minutes' reuse is fine within a visit. */
const FEW_MINUTES = 5 * 60_000;

export function useCurrentGuide() {
  return useQuery({
    queryKey: ["study", "guides", "current"],
    queryFn: ({ signal }) => apiGet("/api/study/guides/current", signal),
    staleTime: FEW_MINUTES,
    select: (data) => data.guide,
  });
}

export function useGuide(week: string) {
  return useQuery({
    queryKey: ["study", "guides", week],
    queryFn: ({ signal }) => apiGet(`/api/study/guides/${encodeURIComponent(week)}`, signal),
    staleTime: FEW_MINUTES,
    retry: retryUnlessClientError,
    select: (data) => data.guide,
  });
}

export function useGuideArchive(page: number) {
  return useQuery({
    queryKey: ["study", "guides", "archive", page],
    queryFn: ({ signal }) => apiGet(`/api/study/guides?page=${page}`, signal),
    staleTime: FEW_MINUTES,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

export function useDevotionals() {
  return useQuery({
    queryKey: ["study", "devotionals"],
    queryFn: ({ signal }) => apiGet("/api/study/devotionals", signal),
    staleTime: FEW_MINUTES,
  });
}
