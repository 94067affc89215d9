import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { FALLBACK_LANGUAGE } from "../../shared/i18n";
import type { PageHead } from "../features/seo/page-head";
import { withHead } from "../features/seo/head";
import type { AppEnv } from "../lib/http/app-env";
import type { PublicCache } from "../lib/http/public-cache";
import { isMemberRequest } from "../features/accounts/member-session";
import { visitorLanguage } from "../lib/http/visitor-language";
import { answerPublicFile } from "./public-files";
import { buildManifestSchema, type BuildManifest, pagePreloadFiles, renderPreloads } from "./page-preloads";
import { type PrerenderPage, withPrerenderedPage, withScriptsAfterPaint } from "./prerender";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
/**
 * A page's HTML depends on the visitor's language (their `lang` cookie or Accept-Language) and on whether they
 * are signed in (the session cookie): a shared cache keeps one copy per language, and a member's page apart.
 */
const PAGE_VARY = "Accept-Language, Cookie";

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

/** The build's chunk list; a build without one (or an unreadable one) simply gets no page preloads. */
function readManifest(file: string): BuildManifest | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = buildManifestSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: hashed files under /assets are immutable, other public files get a short cache,
 * and every other path gets index.html (no-cache) so the client router can draw the page or its 404. Each page
 * is in the visitor's language (lib/http/visitor-language.ts: `?lang=`, their saved choice, Accept-Language),
 * from its first byte. With `pageHead`, index.html carries the page's own title, description, alternates and
 * structured data in that language, and names the chunks the page waits for (from the build manifest) as
 * modulepreloads; `cache` keeps those pages (one copy per language) and the built files in memory
 * (lib/http/public-cache.ts). With `prerender`, the pages most visitors arrive on are sent drawn, for guests (a
 * signed-in member's page shows their own things).
 */
export function spaRoutes(webDistDir: string, pageHead?: PageHead, cache?: PublicCache, prerender?: PrerenderPage) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), webDistDir) || ".";
  const indexPath = path.join(webDistDir, "index.html");
  const manifestPath = path.join(webDistDir, ".vite", "manifest.json");

  // The build manifest is for this server only.
  app.get("/.vite/*", (c) => c.text("Not found", 404));
  // The build writes a Brotli copy of each script and stylesheet (vite.config.ts); browsers that
  // accept it get that, others the gzip copy written beside it.
  // The largest answers of a first visit: kept in memory as sent, one copy per encoding.
  if (cache) app.use("/assets/*", cache.middleware("assets", { precompressed: true }));
  app.use("/assets/*", cacheFor(IMMUTABLE), async (c, next) => (await answerPublicFile(c, root)) ?? next(), serveStatic({ root, precompressed: true }));
  // A missing hashed file is a stale page asking for an old build: a real 404, never index.html.
  app.get("/assets/*", (c) => c.text("Not found", 404));

  // index.html is answered below with no-cache, never as a static file. The public files the build compressed
  // (start-after-paint.js) go compressed too.
  const staticFile = serveStatic({ root, precompressed: true, rewriteRequestPath: (p) => (p === "/index.html" ? "/__spa_index__" : p) });
  const shortCache = cacheFor(SHORT);
  // Only a path that names a file ("/robots.txt", "/icons/app-192.png") is looked for on disk: a page's path
  // ("/events", "/study/JHN/3") would cost every page view a file lookup that finds nothing.
  app.use("*", async (c, next) => {
    if (!NAMES_A_FILE.test(c.req.path)) return next();
    return shortCache(c, async () => {
      // serveStatic answers a file it finds; one it does not find goes on to the page (next() resolves with the
      // context, not an answer, and the page has set c.res by then).
      const found = (await answerPublicFile(c, root)) ?? (await staticFile(c, next));
      if (found instanceof Response) c.res = found;
    });
  });

  let indexHtml: string | undefined;
  let manifest: BuildManifest | undefined;
  if (cache) app.get("*", cache.middleware("pages", { personal: isMemberRequest, variant: visitorLanguage }));
  app.get("*", async (c) => {
    if (!indexHtml) {
      if (!existsSync(indexPath)) {
        return c.text("The web app has not been built. Run `npm run build` (npm start does this).", 503);
      }
      indexHtml = readFileSync(indexPath, "utf8");
      manifest = readManifest(manifestPath);
    }
    const url = new URL(c.req.url);
    const language = visitorLanguage((name) => c.req.header(name), `${url.pathname}${url.search}`);
    const head = await pageHead?.(c.req.path, language, url.searchParams);
    const rule = await prerender?.rule(c.req.path);
    const preloads = manifest ? pagePreloadFiles(manifest, rule?.modules ?? [], language) : [];
    let html = head ? withHead(indexHtml, head.tags, language) : indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    // The installed app's name and description in the page's language.
    if (language !== FALLBACK_LANGUAGE) html = html.replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest?lang=${language}"`);
    const drawn =
      prerender && rule?.drawnForGuests && !isMemberRequest((name) => c.req.header(name))
        ? await prerender.draw(`${c.req.path}${url.search}`, language)
        : undefined;
    // The scripts are moved while the page is still the small template: the patterns need not read the drawn page.
    if (drawn) html = withPrerenderedPage(withScriptsAfterPaint(html, preloads), drawn, language);
    else if (preloads.length > 0) html = html.replace("</head>", `  ${renderPreloads(preloads)}\n  </head>`);
    // An address no page has is a 404 for browsers and search engines alike, drawn as the page that says so; so is
    // a detail page whose address names nothing (a removed sermon, a 13th month), which says so once it loads.
    return c.html(html, head?.notFound ? 404 : (rule?.status ?? 200), { "Cache-Control": "no-cache", Vary: PAGE_VARY });
  });
  return app;
}
