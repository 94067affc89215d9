/** What the server may do with a page before any script runs (web/app/page-rules.ts decides it per route). */
export interface PageRule {
  /** Sent drawn to a guest (server/http/prerender.ts); otherwise drawn in the browser. */
  drawnForGuests: boolean;
  /** 404 for an address no page has, 200 otherwise. */
  status: 200 | 404;
  /**
   * The lazily loaded modules the page waits for (paths under src/web, `{lang}` for each language it loads),
   * which the server names for the browser to fetch early (server/http/page-preloads.ts).
   */
  modules: string[];
}
