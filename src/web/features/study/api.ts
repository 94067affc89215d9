import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BibleBook, BibleChapter, BibleLookup, BibleSearch, TranslationId } from "../../../shared/bible-constants";
import { apiGet, retryUnlessClientError } from "../../lib/api";

/** Imported texts never change, so answers are kept for the whole visit. */
const FOREVER = Number.POSITIVE_INFINITY;

export function useBooks(translation: TranslationId) {
  return useQuery({
    queryKey: ["bible", translation, "books"],
    queryFn: ({ signal }) => apiGet<{ books: BibleBook[] }>(`/api/bible/${translation}/books`, signal),
    staleTime: FOREVER,
    select: (data) => data.books,
  });
}

export function useChapter(translation: TranslationId | null, book: string, chapter: number) {
  return useQuery({
    queryKey: ["bible", translation, book, chapter],
    queryFn: ({ signal }) => apiGet<BibleChapter>(`/api/bible/${translation}/${book}/${chapter}`, signal),
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
      apiGet<BibleLookup>(`/api/bible/lookup?${new URLSearchParams({ q: query, translation }).toString()}`, signal),
    enabled: query.length > 0,
    staleTime: FOREVER,
    retry: retryUnlessClientError,
  });
}

export function useBibleSearch(query: string, translation: TranslationId, page: number) {
  return useQuery({
    queryKey: ["bible", translation, "search", query, page],
    queryFn: ({ signal }) =>
      apiGet<BibleSearch>(
        `/api/bible/search?${new URLSearchParams({ q: query, translation, page: String(page) }).toString()}`,
        signal,
      ),
    enabled: query.length > 0,
    staleTime: FOREVER,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}
