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

/**
 * The element in which a page writes its islands' texts once (site/lib/texts.ts, layouts/PublicPage.astro): a
 * JSON script, never run. Each island is given a name for them instead of a copy (the header, the player and the
 * page's own islands each carried "common" and "errors" before: a third of a page's HTML).
 */
export const PAGE_TEXTS_ELEMENT_ID = "page-texts";
/** How the name of texts written in the page begins. */
const IN_PAGE = "in-page:";

/**
 * A value the page writes once in its PAGE_TEXTS_ELEMENT_ID element, named for an island's props. On the server the
 * name reads back as the value, as a kept JSON text does.
 */
export function inPageJson<T extends object>(name: string, value: T): Json<T> {
  const named = `${IN_PAGE}${name}`;
  if (!valueOf.has(named)) valueOf.set(named, value);
  return named as Json<T>;
}

/**
 * In the browser, the texts the page wrote in its element, read once per page: the client router brings a new page,
 * and with it a new element. Every island's texts go into one i18next instance (PageFrame.tsx), so each is given all
 * the page's texts, which hold its own.
 */
const readInPage = new WeakMap<Element, unknown>();
function inPage(name: string): unknown {
  const element = document.getElementById(PAGE_TEXTS_ELEMENT_ID);
  if (!element) throw new Error(`${name}: the page has no #${PAGE_TEXTS_ELEMENT_ID}`);
  let value = readInPage.get(element);
  if (value === undefined) {
    value = JSON.parse(element.textContent ?? "");
    readInPage.set(element, value);
  }
  return value;
}

/** What an island was given: its value again (a React part on the server is given the value itself). */
export function fromJson<T>(given: T | Json<T>): T {
  if (typeof given !== "string") return given;
  const kept = valueOf.get(given);
  if (kept !== undefined) return kept as T;
  return (given.startsWith(IN_PAGE) ? inPage(given) : JSON.parse(given)) as T;
}

/**
 * A page's reads for an island, as JSON text. A read with no value is left out: React Query keeps no data for it,
 * and JSON would have made it null.
 */
export function jsonQueries(queries: readonly PageQuery[]): Json<readonly PageQuery[]> {
  return toJson(queries.filter(([, data]) => data !== undefined));
}
