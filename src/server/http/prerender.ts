import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "../../shared/i18n";
import type { PageRule } from "../../shared/page-rule";
import { PRERENDERED_AT_ATTRIBUTE, PRERENDERED_LANGUAGE_ATTRIBUTE, PRERENDERED_QUERIES_ID } from "../../shared/prerender";
import type { PrerenderedPage, PrerenderRequest } from "../../web/entry-server";
import { scriptJson } from "../features/seo/head";
import type { Logger } from "../lib/logger";

/** Draws a page (path and query) in a language, or gives undefined when it cannot: the page then goes undrawn. */
export type DrawPage = (url: string, language: Language) => Promise<PrerenderedPage | undefined>;

/**
 * The built renderer's two answers (docs/decisions.md, "Pages drawn on the server"). `rule` says, from the
 * routes' own declarations (web/app/page-rules.ts), whether a path is drawn for guests and whether it is a page
 * at all (404); it is undefined without a build of the renderer, when every page goes undrawn with 200.
 */
export interface PrerenderPage {
  rule(path: string): Promise<PageRule | undefined>;
  draw: DrawPage;
}

/** Longer than any page takes; a page that does is sent undrawn rather than kept waiting. */
const TIME_LIMIT_MS = 5_000;

interface Renderer {
  prerenderPage(request: PrerenderRequest): Promise<PrerenderedPage>;
  pageRule(path: string): PageRule;
}

/**
 * The renderer `npm run build` writes to dist/ssr (src/web/entry-server.tsx), loaded on the first page asked
 * for; without a build of it (tests, `npm run dev`) pages are simply sent undrawn. `get` answers the pages'
 * API reads from the server's own app, in process.
 */
export function pagePrerenderer({
  ssrDir,
  get,
  logger,
}: {
  ssrDir: string;
  get: PrerenderRequest["get"];
  logger: Logger;
}): PrerenderPage {
  const entry = path.join(ssrDir, "entry-server.js");
  let renderer: Promise<Renderer | undefined> | undefined;
  const load = () =>
    (renderer ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<Renderer>).catch((err: unknown) => {
          logger.error({ err }, "pages are sent undrawn: the server renderer in dist/ssr could not be loaded");
          return undefined;
        })
      : Promise.resolve(undefined));
  return {
    async rule(pagePath) {
      const loaded = await load();
      try {
        return loaded?.pageRule(pagePath);
      } catch (err) {
        logger.warn({ err, path: pagePath }, "the page's rule could not be read; it is sent undrawn");
        return undefined;
      }
    },
    async draw(url, language) {
      const loaded = await load();
      if (!loaded) return undefined;
      let timer: NodeJS.Timeout | number | undefined;
      try {
        return await Promise.race([
          loaded.prerenderPage({ url, language, get }),
          new Promise<undefined>((resolve) => (timer = setTimeout(resolve, TIME_LIMIT_MS))),
        ]);
      } catch (err) {
        logger.warn({ err, url }, "page sent undrawn: it could not be drawn on the server");
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** index.html's root and everything in it: the loading state the built page carries. */
const ROOT = /<div id="root">[\s\S]*?<\/div><\/div>/;

/** index.html with the drawn page in its root, and the answers it was drawn with beside it for the browser. */
export function withPrerenderedPage(indexHtml: string, page: PrerenderedPage, language: Language): string {
  const root = `<div id="root" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}" ${PRERENDERED_AT_ATTRIBUTE}="${Math.floor(page.drawnAt)}">${page.html}</div>`;
  const queries = `<script id="${PRERENDERED_QUERIES_ID}" type="application/json">${scriptJson(page.queries)}</script>`;
  return indexHtml.replace(ROOT, () => `${root}\n    ${queries}`);
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * A drawn page's scripts (the built entry, its preloads and the page's own `pagePreloads`), fetched after it has painted (public/start-after-paint.js) instead of beside its
 * HTML and styles: the page is readable without them, and on a slow connection they would only compete with
 * what it needs to show. Pages drawn in the browser keep their scripts as built: they show nothing without them.
 * The script goes first and its preloads (about 40) follow three per task: adding one costs a phone four times
 * slower than a laptop up to 10 ms, and all at once made one task of 150 ms that a tap would wait behind.
 */
export function withScriptsAfterPaint(html: string, pagePreloads: string[] = []): string {
  const app = MODULE_SCRIPT.exec(html)?.[1];
  if (!app) return html;
  // The build's own preloads (in index.html), then the page's (from the manifest, page-preloads.ts).
  const preloads = [...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]), ...pagePreloads];
  const starter = `<script defer src="/start-after-paint.js" data-app="${app}" data-preload="${preloads.join(" ")}"></script>`;
  return html
    .replace(MODULE_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", `  ${starter}\n  </head>`);
}
