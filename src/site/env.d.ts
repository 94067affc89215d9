/// <reference types="astro/client" />
type SitePageLocals = import("../shared/site-page").SitePageLocals;

declare namespace App {
  // What the server hands each page (src/server/http/site-pages.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Locals extends SitePageLocals {}
}
