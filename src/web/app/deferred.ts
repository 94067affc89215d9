/**
 * Parts of the page that show nothing on arrival wait this long after the load event (or for the first
 * interaction) before their code is fetched, so it is not part of the first page's JavaScript.
 */
export const WELCOME_AFTER_LOAD_MS = 1000;
/** The toaster: a page that toasts on arrival still gets it this soon. */
export const TOASTS_AFTER_LOAD_MS = 2000;
/** The Markdown parser, for texts drawn after a page the server drew (components/Markdown.tsx). */
export const MARKDOWN_AFTER_LOAD_MS = 3000;
/**
 * The welcome lets a newcomer look around first: it opens on the second page they visit, or after this long on
 * the first, never over the page they came to read (docs/decisions.md, "The takeover in shorter pieces, and the welcome waits").
 */
export const WELCOME_READING_MS = 15_000;
/**
 * The window event that asks the islands hydrated at the visitor's first touch and listening page-wide
 * (src/site/directives/interaction.ts: the one that holds the toaster) to hydrate now: a toast shown before any touch.
 */
export const HYDRATION_WANTED_EVENT = "church:hydration-wanted";
