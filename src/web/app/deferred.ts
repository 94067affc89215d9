/**
 * Parts of the page that show nothing on arrival wait this long after the load event (or for the first
 * interaction) before their code is fetched, so it is not part of the first page's JavaScript.
 */
export const WELCOME_AFTER_LOAD_MS = 1000;
/** The toaster: a page that toasts on arrival still gets it this soon. */
export const TOASTS_AFTER_LOAD_MS = 2000;
/** The Markdown parser, for texts rendered after a page the server rendered (components/Markdown.tsx). */
export const MARKDOWN_AFTER_LOAD_MS = 3000;
