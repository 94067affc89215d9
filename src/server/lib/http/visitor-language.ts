import { parseAccept } from "hono/utils/accept";
import { parse as parseCookies } from "hono/utils/cookie";
import { z } from "zod";
import { FALLBACK_LANGUAGE, type Language, LANGUAGES } from "../../../shared/i18n";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from "../../../shared/language-choice";

const languageSchema = z.enum(LANGUAGES);

/** One of ours, exactly ("en", "es"), or undefined for anything else (a missing value, "fr", "es-MX", junk). */
export function languageNamed(value: string | undefined): Language | undefined {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Browsers send a few dozen characters; anything past this is not a language list a person set. */
const ACCEPT_LANGUAGE_READ = 1024;

/**
 * The language an Accept-Language header prefers among ours, by its q-values (RFC 9110 §12.5.4): a range counts
 * for its primary subtag ("es-MX" for Spanish), `q=0` is "not this one", and `*` stands for each of ours the
 * header does not name (English first). Undefined when it names none of ours; never throws on junk.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
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

/** The language a visitor saved with the switcher, from the request's Cookie header. */
export function savedLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader?.includes(LANGUAGE_COOKIE)) return undefined;
  return languageNamed(parseCookies(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE]);
}

/** Reads one request header by name (Hono's `c.req.header`, or a Node request's headers). */
export type HeaderOf = (name: string) => string | undefined;

/**
 * The language a page is rendered in for this request: the address's `?lang=`, else the visitor's saved choice
 * (the `lang` cookie the language switcher writes beside localStorage), else the browser's Accept-Language, else
 * English. The browser decides its language in the same order (web/i18n/index.ts), so it hydrates the page it
 * was sent without redrawing it. `url` is the request's path and query.
 */
export function visitorLanguage(header: HeaderOf, url: string): Language {
  const query = url.indexOf("?");
  const asked = query >= 0 && url.includes(`${LANGUAGE_QUERY}=`, query) ? new URLSearchParams(url.slice(query)).get(LANGUAGE_QUERY) : null;
  return languageNamed(asked ?? undefined) ?? savedLanguage(header("cookie")) ?? acceptedLanguage(header("accept-language")) ?? FALLBACK_LANGUAGE;
}
