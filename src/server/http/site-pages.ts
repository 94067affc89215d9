import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { SitePageLocals } from "../../shared/site-page";
import { isMemberRequest } from "../features/accounts/member-session";
import type { PageHead } from "../features/seo/page-head";
import type { ApiAnswer, ReadApi } from "../features/seo/page-detail";
import type { AppEnv } from "../lib/http/app-env";
import { visitorLanguage } from "../lib/http/visitor-language";
import type { Logger } from "../lib/logger";

/** The Astro build's server entry (src/site/adapter/server-entry.ts). */
export interface SiteRenderer {
  renderPage(request: Request, locals: SitePageLocals): Promise<Response | undefined>;
}

/** An API GET in process: the site's own Hono app (app.ts). */
type ApiRequest = (apiPath: string, init: RequestInit) => Promise<Response>;

/** An API read a page made that did not respond 2xx: the page shows its error state, or 404 for a 404. */
export class SiteReadError extends Error {
  constructor(
    readonly apiPath: string,
    readonly status: number,
  ) {
    super(`GET ${apiPath} responded ${status}`);
    this.name = "SiteReadError";
  }
}

/** The `'sha256-…'` sources of a policy's script-src. */
function scriptHashes(policy: string | null): string[] {
  const scriptSrc = policy?.split(";").find((directive) => directive.trim().startsWith("script-src"));
  return scriptSrc?.match(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g) ?? [];
}

/**
 * One page request's API reads in process, each address read once: the head reads the church's settings and a
 * detail page's thing (a chapter's text, an event) that the page reads again as it renders. Each answer's JSON is
 * parsed once and shared by both.
 */
function readsOnce(request: ApiRequest, init: RequestInit): ReadApi {
  const answers = new Map<string, Promise<ApiAnswer>>();
  return (apiPath) => {
    let answer = answers.get(apiPath);
    if (!answer) {
      answer = request(apiPath, init).then(async (response) => {
        const json: unknown = response.ok ? await response.json() : await response.body?.cancel();
        return { status: response.status, ok: response.ok, json: () => Promise.resolve(json) };
      });
      answers.set(apiPath, answer);
    }
    return answer;
  };
}

/** The path is valid percent-encoding (`/%E0` is not: no page has it). */
function decodable(requestPath: string): boolean {
  try {
    decodeURIComponent(requestPath);
    return true;
  } catch {
    return false;
  }
}

/** The last segment has an extension. */
const NAMES_A_FILE = /\.[^/]*$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A page depends on the visitor's language and on whether they are signed in (docs/http-api.md, "Pages and errors"). */
const PAGE_VARY = "Accept-Language, Cookie";
const ADMIN_HINT = /(?:^|;\s*)(?:__Host-)?admin_signed_in=1/;

/**
 * The public pages Astro renders (src/site, SSR with React islands): their built browser files under /_astro
 * (immutable), and every page request Astro has a page for, rendered with the visitor's language, the page's head
 * tags and the API in process (`Astro.locals`, shared/site-page.ts). An address Astro has no page for goes on to
 * the next routes. Without a build of the site (`npm run build` writes dist/site), every request goes on.
 */
export function sitePages({
  siteDistDir,
  pageHead,
  request,
  logger,
  renderer: givenRenderer,
}: {
  siteDistDir: string;
  pageHead: PageHead;
  request: ApiRequest;
  logger: Logger;
  /** The tests' stand-in for the build's renderer. */
  renderer?: SiteRenderer;
}) {
  const app = new Hono<AppEnv>();
  const clientRoot = path.relative(process.cwd(), path.join(siteDistDir, "client")) || ".";
  app.use("/_astro/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", IMMUTABLE);
  });
  app.use("/_astro/*", serveStatic({ root: clientRoot, precompressed: true }));
  app.get("/_astro/*", (c) => c.text("Not found", 404));

  const entry = path.join(siteDistDir, "server", "entry.mjs");
  let renderer: Promise<SiteRenderer | undefined> | undefined = givenRenderer && Promise.resolve(givenRenderer);
  const load = () =>
    (renderer ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<SiteRenderer>).catch((err: unknown) => {
          logger.error({ err }, "the Astro pages could not be loaded from dist/site; the app responds to every page");
          return undefined;
        })
      : Promise.resolve(undefined));

  app.get("*", async (c, next) => {
    // A file's address (the icons, robots.txt, the service worker) is the app's public folder's (spa.ts), and so is
    // an address that cannot be decoded (a sender's mistake: the app's 404).
    if (NAMES_A_FILE.test(c.req.path) || !decodable(c.req.path)) return next();
    const site = await load();
    if (!site) return next();
    const url = new URL(c.req.url);
    const header = (name: string) => c.req.header(name);
    const language = visitorLanguage(header, `${url.pathname}${url.search}`);
    const cookie = c.req.header("Cookie") ?? "";
    const read = readsOnce(request, { headers: { Cookie: cookie, "Accept-Language": language } });
    const head = await pageHead(url.pathname, language, url.searchParams, read);
    const locals: SitePageLocals = {
      language,
      headTags: head?.tags ?? "",
      notFound: head?.notFound ?? false,
      signedIn: isMemberRequest(header),
      adminSignedIn: ADMIN_HINT.test(cookie),
      read: async <T>(apiPath: string) => {
        const answer = await read(apiPath);
        if (!answer.ok) throw new SiteReadError(apiPath, answer.status);
        return (await answer.json()) as T;
      },
    };
    const response = await site.renderPage(c.req.raw, locals);
    if (!response) return next();
    // A page that could not be rendered (an API read failed) is Astro's 500 page (src/site/pages/500.astro): SPEC.md's
    // page error screen, with Try Again.
    if (response.status >= 500 && locals.retryAfterSeconds === undefined) logger.error({ path: url.pathname, status: response.status }, "a page could not be rendered");
    // Astro's own policy names the hashes of its inline island loaders; the server's policy takes them in (security-headers.ts).
    c.set("pageScriptHashes", scriptHashes(response.headers.get("content-security-policy")));
    // The response goes on with headers of its own: a Response's headers are not always changed in place (the Node
    // server's own Response class rebuilds them from the first ones once its body is read).
    const headers = new Headers(response.headers);
    headers.delete("content-security-policy");
    // A signed-in member's page may show their own things (their notes in the reader, their events): never kept by a
    // shared cache, nor by the service worker (features/pwa: it keeps no private response).
    headers.set("Cache-Control", locals.signedIn ? "private, no-cache" : "no-cache");
    headers.set("Vary", PAGE_VARY);
    // The request's id, which the app's middleware set on the context's own responses (app.ts).
    headers.set("X-Request-Id", c.get("requestId"));
    // A site whose church details are not set up yet, or whose Bibles are still being imported: "almost ready", to come
    // back to in an hour or a minute.
    const { retryAfterSeconds } = locals;
    if (retryAfterSeconds !== undefined) headers.set("Retry-After", String(retryAfterSeconds));
    // A detail page whose address names nothing (the head lookup's finding) says so to browsers and search engines.
    const status = retryAfterSeconds !== undefined ? 503 : locals.notFound && response.status === 200 ? 404 : response.status;
    return new Response(response.body, { status, headers });
  });
  return app;
}
