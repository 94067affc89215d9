import { parseAccept } from "hono/utils/accept";
import { FALLBACK_LANGUAGE, type Language, LANGUAGES } from "../../../shared/i18n";
import { languageInCookie, LANGUAGE_QUERY } from "../../../shared/language-choice";

/**
 * One of ours, exactly ("en", "es"), or undefined for anything else (a missing value, "fr", "es-MX", junk). An
 * enum check rather than zod's: it runs on every page request, and zod builds an error for each value it refuses
 * (20 µs here, where this check takes nanoseconds).
 */
function languageNamed(value: string | null | undefined): Language | undefined {
  return value && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : undefined;
}

/** Browsers send a few dozen characters; anything past this is not a language list a person set. */
const ACCEPT_LANGUAGE_READ = 1024;

/** A cache of headers read before, and what they said ("" for none of ours); bounded, and cleared whole when full. */
const readHeaders = new Map<string, Language | "">();
const MAX_CACHED_HEADERS = 1000;
const MAX_CACHED_LENGTH = 200;

/**
 * The language an Accept-Language header prefers among ours, by its q-values (RFC 9110 §12.5.4): a range counts
 * for its primary subtag ("es-MX" for Spanish), `q=0` is "not this one", and `*` stands for each of ours the
 * header does not name (English first). Undefined when it names none of ours; never throws on junk.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  // Visitors' browsers send a few dozen different headers: each is read once (about 1-5 µs) and cached.
  const known = readHeaders.get(header);
  if (known !== undefined) return known || undefined;
  const language = readAcceptLanguage(header);
  if (header.length <= MAX_CACHED_LENGTH) {
    if (readHeaders.size >= MAX_CACHED_HEADERS) readHeaders.clear();
    readHeaders.set(header, language ?? "");
  }
  return language;
}

function readAcceptLanguage(header: string): Language | undefined {
  // Highest q first; ranges of equal q keep the header's order.
  const ranges = parseAccept(header.slice(0, ACCEPT_LANGUAGE_READ)).map(({ type, q }) => ({ primary: type.split("-")[0]?.toLowerCase(), q }));
  for (const { primary, q } of ranges) {
    if (q <= 0) break;
    if (primary === "*") {
      const named = new Set(ranges.map((range) => range.primary));
      const unnamed = [FALLBACK_LANGUAGE, ...LANGUAGES].find((language) => !named.has(language));
      if (unnamed) return unnamed;
      continue;
    }
    const language = languageNamed(primary);
    if (language) return language;
  }
  return undefined;
}

/** The language a visitor saved with the switcher, from the request's Cookie header (the browser reads it alike). */
export const savedLanguage = languageInCookie;

/** Reads one request header by name (Hono's `c.req.header`, or a Node request's headers). */
type HeaderOf = (name: string) => string | undefined;

/**
 * The language a page is rendered in for this request: the address's `?lang=`, else the visitor's saved choice
 * (the `lang` cookie the language switcher writes beside localStorage), else the browser's Accept-Language, else
 * English. The browser decides its language in the same order (web/i18n/index.ts), so it hydrates the page it
 * was sent without rendering it again. `url` is the request's path and query.
 */
export function visitorLanguage(header: HeaderOf, url: string): Language {
  const query = url.indexOf("?");
  const asked = query >= 0 && url.includes(`${LANGUAGE_QUERY}=`, query) ? new URLSearchParams(url.slice(query)).get(LANGUAGE_QUERY) : null;
  return languageNamed(asked) ?? savedLanguage(header("cookie")) ?? acceptedLanguage(header("accept-language")) ?? FALLBACK_LANGUAGE;
}
