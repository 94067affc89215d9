/**
 * How the visitor's language is kept between visits, shared by the server (which renders each page in it) and
 * the browser (which writes it when the visitor chooses, and hydrates in the same language). Kept free of zod
 * on purpose: it is part of the first page's JavaScript.
 */

/** The cookie that carries the visitor's saved language to the server (also kept in localStorage). */
export const LANGUAGE_COOKIE = "lang";
/** A year: a saved choice outlives a season of Sundays away. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The address's query parameter naming a language (`?lang=es`), as search results and shared links carry it. */
export const LANGUAGE_QUERY = "lang";
