/*
 * What a page reads from its address (`?page=`, `?series=`, `?gift=`), made into values its API read accepts before
 * it is sent: a link someone shortened, an old bookmark or a typed `?page=99999999999` shows the page's first page
 * or its "not found" text, never an error. No zod here: the public pages load none as they open.
 */

/** A 1-based page number up to `max`; anything else (0, -1, 2.5, 1e400, a word) is the first page. */
export function pageNumber(text: string | null, max: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : 1;
}

/** The text when it matches `pattern` and is at most `max` characters; undefined otherwise. */
export function matching(text: string | null, pattern: RegExp, max = 200): string | undefined {
  return text !== null && text.length <= max && pattern.test(text) ? text : undefined;
}

/** Free text (a search) trimmed and cut to `max` characters; undefined when empty. */
export function shortText(text: string | null, max: number): string | undefined {
  const trimmed = text?.trim().slice(0, max).trim();
  return trimmed ? trimmed : undefined;
}

/** A web address name: lower-case letters, digits and single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A record's id (gifts, orders, registrations). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A connection card's link token (/connect/card?t=), as the card's read accepts it. */
export const CARD_TOKEN_LENGTH = { min: 20, max: 200 } as const;
