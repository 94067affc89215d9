import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { FALLBACK_LANGUAGE, type Language, LANGUAGES } from "../../shared/i18n";
import type { PageHead } from "../features/seo/page-head";
import { withHead } from "../features/seo/head";
import type { AppEnv } from "../lib/http/app-env";
import type { PublicCache } from "../lib/http/public-cache";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

/** serveStatic builds its Response before its onFound hook runs, so the header is set on the way out. */
function cacheFor(value: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const served = c.res.status === 200 || c.res.status === 206;
    if (served && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
  };
}

/**
 * Serves the built web app: hashed files under /assets are immutable, other public files get a short cache,
 * and every other path gets index.html (no-cache) so the client router can draw the page or its 404. With
 * `pageHead`, index.html carries the page's own title, description, alternates and structured data, in the
 * language `?lang=` names; `cache` keeps those pages and the hashed files in memory (lib/http/public-cache.ts).
 */
export function spaRoutes(webDistDir: string, pageHead?: PageHead, cache?: PublicCache) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), webDistDir) || ".";
  const indexPath = path.join(webDistDir, "index.html");

  // The app's scripts and styles are the largest answers: kept in memory with their gzipped form, they are
  // compressed once instead of for every first visit.
  if (cache) app.use("/assets/*", cache.middleware("assets"));
  app.use("/assets/*", cacheFor(IMMUTABLE), serveStatic({ root }));
  // A missing hashed file is a stale page asking for an old build: a real 404, never index.html.
  app.get("/assets/*", (c) => c.text("Not found", 404));

  app.use(
    "*",
    cacheFor(SHORT),
    // index.html is answered below with no-cache, never as a static file.
    serveStatic({ root, rewriteRequestPath: (p) => (p === "/" || p === "/index.html" ? "/__spa_index__" : p) }),
  );

  let indexHtml: string | undefined;
  if (cache) app.get("*", cache.middleware("pages"));
  app.get("*", async (c) => {
    if (!indexHtml) {
      if (!existsSync(indexPath)) {
        return c.text("The web app has not been built. Run `npm run build` (npm start does this).", 503);
      }
      indexHtml = readFileSync(indexPath, "utf8");
    }
    const asked = c.req.query("lang");
    const language: Language = LANGUAGES.find((l) => l === asked) ?? FALLBACK_LANGUAGE;
    const head = await pageHead?.(c.req.path, language);
    return c.html(head ? withHead(indexHtml, head, language) : indexHtml, 200, { "Cache-Control": "no-cache" });
  });
  return app;
}
