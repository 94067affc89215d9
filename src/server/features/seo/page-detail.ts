/** What every detail page (a sermon, an event, a product, an album...) says of itself, and the helpers its kinds share (details.ts). */
import type { Language, LocalizedText } from "../../../shared/i18n";
import type { SiteSettings } from "../../../shared/site";

/** One of the site's own API responses read in process: its status and its JSON (a Response is one). */
export interface ApiAnswer {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

/** Reads one of the site's own API responses, in process (the server's app). */
export type ReadApi = (path: string) => Promise<ApiAnswer>;

/** What a detail page says of itself to search engines and shared links, in the page's language. */
export interface PageDetail {
  title: string;
  description: string;
  image?: { url: string; alt: string };
  ogType: "article" | "website" | "product" | "video.other";
  /** The page's address when its query names what it shows (a series: "/sermons?series=..."). */
  canonicalPath?: string;
  /** schema.org objects of the thing itself (an Event, a Product...), without @context. */
  things: Record<string, unknown>[];
}

export interface DetailInput {
  params: Record<string, string>;
  search: URLSearchParams;
  language: Language;
  site: SiteSettings;
  publicUrl: string;
  read: ReadApi;
}

export type DetailKind = (input: DetailInput) => Promise<PageDetail | undefined>;

const DESCRIPTION_LENGTH = 160;

/** A text for a description: one line, without Markdown marks, at most 160 characters and cut at a word. */
export function summarise(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

export const local = (text: LocalizedText, language: Language) => text[language] || text.en || text.es;
export const absolute = (url: string, publicUrl: string) => new URL(url, `${publicUrl}/`).href;

/** The API says the thing a detail page's address names does not exist (404), or cannot (400: a 13th month). */
export class DetailNotFound extends Error {
  constructor(readonly apiPath: string) {
    super(`${apiPath} names nothing that exists`);
  }
}

/** An API response's body; DetailNotFound when the address names nothing, undefined on any other failure. */
export async function readJson<T>(read: ReadApi, path: string): Promise<T | undefined> {
  const answer = await read(path);
  if (answer.status === 404 || answer.status === 400) throw new DetailNotFound(path);
  if (!answer.ok) return undefined;
  return (await answer.json()) as T;
}

export function church(site: SiteSettings, publicUrl: string) {
  return { "@type": "Church", name: site.name, url: `${publicUrl}/` };
}
