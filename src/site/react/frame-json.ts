/**
 * An island's texts and reads travel to the browser as JSON text, one string prop each.
 *
 * Astro writes every island's props into the page twice over: it walks each value into its own tagged form (every
 * string and number wrapped in an array, in JavaScript) once to name the island and once to write it, then the
 * browser walks it back the same way before the island hydrates. A Bible chapter's reader is 40 KB of props: on the
 * server that walk was about a millisecond a page. A string is one value to Astro: JSON.stringify writes it in native
 * code, and the island reads it with JSON.parse, also native, in the browser.
 */

import type { PageQuery } from "./PageFrame";

/** A value written as JSON text, typed with what it holds. */
export type Json<T> = string & { readonly __json: T };

/** A value as JSON text: a page's reads, which are new every request. */
export function toJson<T>(value: T): Json<T> {
  return JSON.stringify(value) as Json<T>;
}

/** The JSON text of the values written once (see keptJson). */
const jsonOf = new WeakMap<object, string>();
/** On the server, the value each kept JSON text was written from. */
const valueOf = new Map<string, unknown>();

/**
 * A value that stays the same from request to request (a language's texts under some keys: site/lib/texts.ts), as
 * JSON text written once. The server reads it back as the very value it was written from, so what compares texts by
 * identity (the server's i18next instances: PageFrame.tsx) sees the same texts every page.
 */
export function keptJson<T extends object>(value: T): Json<T> {
  let json = jsonOf.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonOf.set(value, json);
    valueOf.set(json, value);
  }
  return json as Json<T>;
}

/** What an island was given: its value again (a React part on the server is given the value itself). */
export function fromJson<T>(given: T | Json<T>): T {
  if (typeof given !== "string") return given;
  const kept = valueOf.get(given);
  return (kept ?? JSON.parse(given)) as T;
}

/**
 * A page's reads for an island, as JSON text. A read with no value is left out: React Query keeps no data for it,
 * and JSON would have made it null.
 */
export function jsonQueries(queries: readonly PageQuery[]): Json<readonly PageQuery[]> {
  return toJson(queries.filter(([, data]) => data !== undefined));
}
