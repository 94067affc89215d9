/** How a page drawn on the server hands over to the browser (src/server/http/prerender.ts, src/web/main.tsx). */

/** The root's attribute naming the language the server drew the page in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = "data-prerendered";
/** The root's attribute holding the time (ms) the page was drawn at (src/web/app/page-clock.ts). */
export const PRERENDERED_AT_ATTRIBUTE = "data-drawn-at";
/** The JSON element holding the API answers the page was drawn with. */
export const PRERENDERED_QUERIES_ID = "prerendered-queries";
/** Set on the root once the browser has taken the page over (src/web/app/prerendered.ts). */
export const PAGE_WORKING_ATTRIBUTE = "data-working";
