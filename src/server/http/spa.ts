import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { ADMIN_SECTION_SCOPES } from "../../shared/site-map";
import { FALLBACK_LANGUAGE } from "../../shared/i18n";
import type { PageHead } from "../features/seo/page-head";
import { withHead } from "../features/seo/head";
import type { AppEnv } from "../lib/http/app-env";
import type { PublicCache } from "../lib/http/public-cache";
import { isMemberRequest } from "../features/accounts/member-session";
import { visitorLanguage } from "../lib/http/visitor-language";
import { respondWithPublicFile } from "./public-files";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
/**
 * A page's HTML depends on the visitor's language (their `lang` cookie or Accept-Language) and on whether they
 * are signed in (the session cookie): a shared cache keeps one copy per language, and a member's page apart.
 */
const PAGE_VARY = "Accept-Language, Cookie";

/** The admin portal's pages (web/app/router.tsx): its sign-in, its dashboard and each section. */
const ADMIN_PAGES = new Set(["/admin", "/admin/login", "/admin/auth/callback", ...Object.keys(ADMIN_SECTION_SCOPES).map((section) => `/admin/${section}`)]);
const isAdminPage = (requestPath: string) => ADMIN_PAGES.has(requestPath.replace(/\/$/, "") || "/");

/** The last segment has an extension. */
const NAMES_A_FILE = /\.[^/]*$/;

/** serveStatic builds its Response before its onFound hook runs, so the header is set on the way out. */
function cacheFor(value: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const served = c.res.status === 200 || c.res.status === 206;
    if (served && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
  };
}

/**
 * Serves the built web app (the admin portal, rendered in the browser): hashed files under /assets are immutable,
 * other public files get a short cache, and every other address the site's pages left (site-pages.ts: /admin and
 * below, a missing file) gets index.html (no-cache), where the client router renders the portal's page or its 404.
 * With `pageHead`, index.html carries the page's title and head tags in the visitor's language
 * (lib/http/visitor-language.ts), and `cache` keeps those pages (one copy per language) and the built files in
 * the public cache (lib/http/public-cache.ts).
 */
export function spaRoutes(webDistDir: string, pageHead?: PageHead, cache?: PublicCache) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), webDistDir) || ".";
  const indexPath = path.join(webDistDir, "index.html");

  // The build manifest is for this server only.
  app.get("/.vite/*", (c) => c.text("Not found", 404));
  // The build writes a Brotli copy of each script and stylesheet (vite.config.ts); browsers that
  // accept it get that, others the gzip copy written beside it.
  // The largest responses of a first visit: cached as sent, one copy per encoding.
  if (cache) app.use("/assets/*", cache.middleware("assets", { precompressed: true }));
  app.use("/assets/*", cacheFor(IMMUTABLE), async (c, next) => (await respondWithPublicFile(c, root)) ?? next(), serveStatic({ root, precompressed: true }));
  // A missing hashed file is a stale page asking for an old build: a real 404, never index.html.
  app.get("/assets/*", (c) => c.text("Not found", 404));

  // index.html is sent below with no-cache, never as a static file.
  const staticFile = serveStatic({ root, precompressed: true, rewriteRequestPath: (p) => (p === "/index.html" ? "/__spa_index__" : p) });
  const shortCache = cacheFor(SHORT);
  // Only a path that names a file ("/robots.txt", "/icons/app-192.png") is looked for on disk: a page's path
  // ("/events", "/study/JHN/3") would cost every page view a file lookup that finds nothing.
  app.use("*", async (c, next) => {
    if (!NAMES_A_FILE.test(c.req.path)) return next();
    return shortCache(c, async () => {
      // serveStatic responds with a file it finds; one it does not find goes on to the page (next() resolves with the
      // context, not a response, and the page has set c.res by then).
      const found = (await respondWithPublicFile(c, root)) ?? (await staticFile(c, next));
      if (found instanceof Response) c.res = found;
    });
  });

  let indexHtml: string | undefined;
  if (cache) app.get("*", cache.middleware("pages", { personal: isMemberRequest, variant: visitorLanguage }));
  app.get("*", async (c) => {
    if (!indexHtml) {
      if (!existsSync(indexPath)) {
        return c.text("The web app has not been built. Run `npm run build` (npm start does this).", 503);
      }
      indexHtml = readFileSync(indexPath, "utf8");
    }
    const url = new URL(c.req.url);
    const language = visitorLanguage((name) => c.req.header(name), `${url.pathname}${url.search}`);
    const head = await pageHead?.(c.req.path, language, url.searchParams);
    let html = head ? withHead(indexHtml, head.tags, language) : indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    // The installed app's name and description in the page's language.
    if (language !== FALLBACK_LANGUAGE) html = html.replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest?lang=${language}"`);
    // An address no page has (an unknown admin section, a missing file) is a 404 for browsers and search engines
    // alike; the portal renders the page that says so.
    return c.html(html, isAdminPage(c.req.path) ? 200 : 404, { "Cache-Control": "no-cache", Vary: PAGE_VARY });
  });
  return app;
}
