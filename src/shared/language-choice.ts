/**
 * How the visitor's language is kept between visits, shared by the server (which renders each page in it) and
 * the browser (which writes it when the visitor chooses, and hydrates in the same language). Kept free of zod
 * on purpose: it is part of the first page's JavaScript.
 */
import { type Language, LANGUAGES } from "./i18n";

/** The cookie that carries the visitor's saved language to the server (also kept in localStorage). */
export const LANGUAGE_COOKIE = "lang";
/** A year: a saved choice outlives a season of Sundays away. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The address's query parameter naming a language (`?lang=es`), as search results and shared links carry it. */
export const LANGUAGE_QUERY = "lang";

/**
 * The language saved in a Cookie header (or `document.cookie`): the first cookie named `lang`, its value trimmed
 * and unquoted, counted only when it is exactly one of ours. The server and the browser read it with this one
 * function, so they never disagree on a cookie; nothing in it throws, whatever the header holds.
 */
export function languageInCookie(cookies: string | undefined): Language | undefined {
  if (!cookies?.includes(LANGUAGE_COOKIE)) return undefined;
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, "$1");
    return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : undefined;
  }
  return undefined;
}
