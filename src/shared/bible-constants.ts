// Bible constants and response types, free of zod so the web app can import them cheaply.

/** The public-domain translations the site ships (content/bible), with the language of each. */
export const BIBLE_TRANSLATIONS = {
  web: { language: "en", name: "World English Bible", abbreviation: "WEB" },
  kjv: { language: "en", name: "King James Version", abbreviation: "KJV" },
  rv1909: { language: "es", name: "Reina-Valera 1909", abbreviation: "RV1909" },
} as const;
export type TranslationId = keyof typeof BIBLE_TRANSLATIONS;
export const translationIds = Object.keys(BIBLE_TRANSLATIONS) as [TranslationId, ...TranslationId[]];

/** The reader opens in the text of the page's language. */
export const DEFAULT_TRANSLATION_BY_LANGUAGE = { en: "web", es: "rv1909" } as const satisfies Record<string, TranslationId>;

export const SEARCH_PAGE_SIZE = 20;

export interface BibleTranslation {
  id: TranslationId;
  name: string;
  language: "en" | "es";
  license: string;
}

export interface BibleBook {
  id: string;
  name: string;
  position: number;
  chapterCount: number;
}

export interface BibleVerse {
  book: string;
  chapter: number;
  verse: number;
  text: string;
}

export interface BibleChapter {
  translation: BibleTranslation;
  book: BibleBook;
  chapter: number;
  verses: BibleVerse[];
  previous: { book: string; chapter: number } | null;
  next: { book: string; chapter: number } | null;
}

/** One contiguous stretch of a looked-up reference ("John 3:16-18"). */
export interface BiblePassage {
  reference: string;
  start: { book: string; chapter: number; verse: number };
  end: { book: string; chapter: number; verse: number };
  verses: BibleVerse[];
}

export interface BibleLookup {
  translation: BibleTranslation;
  passages: BiblePassage[];
}

/** Highlighted matches are marked with these control characters, never with HTML, so no markup is injected. */
export const HIGHLIGHT_START = "\u0002";
export const HIGHLIGHT_END = "\u0003";

interface BibleSearchResult {
  book: string;
  bookName: string;
  chapter: number;
  verse: number;
  /** The verse text with matches between HIGHLIGHT_START and HIGHLIGHT_END. */
  highlighted: string;
}

export interface BibleSearch {
  translation: BibleTranslation;
  total: number;
  page: number;
  pageSize: number;
  results: BibleSearchResult[];
}
