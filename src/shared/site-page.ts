import type { Language } from "./i18n";

/**
 * What the server hands an Astro page with each request (`Astro.locals`, src/site): the visitor's language, the
 * page's head tags, and the site's own API to read from, in process.
 */
export interface SitePageLocals {
  /** The visitor's language (server/lib/http/visitor-language.ts: `?lang=`, saved choice, Accept-Language, English). */
  language: Language;
  /** The page's title, description, alternates, social cards and structured data (server/features/seo/page-head.ts). */
  headTags: string;
  /** The address names a thing that does not exist (a removed sermon, a 13th month): the page responds 404. */
  notFound: boolean;
  /** The request carries a member's session cookie. */
  signedIn: boolean;
  /** The request carries the admin portal's secret-free "signed in" hint. */
  adminSignedIn: boolean;
  /** The JSON of a GET of the site's API (`/api/...`) made with this request's cookies; throws on an error response. */
  read: <T>(apiPath: string) => Promise<T>;
  /**
   * Set by the error page (src/site/pages/500.astro) when the page is unavailable for a while rather than failed: the
   * church's details not set up yet (an hour), a Bible still being imported (a minute). The server responds 503 with
   * this Retry-After (Astro sends its error page with 500).
   */
  retryAfterSeconds?: number;
}

/**
 * A page responds with this header when the address is the server's own (the admin portal, which the app renders in
 * the browser): the server's other routes respond to the request instead.
 */
export const NOT_A_SITE_PAGE = "x-not-a-site-page";
