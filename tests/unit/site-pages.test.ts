import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { SitePageLocals } from "../../src/shared/site-page";
import { securityHeaders } from "../../src/server/http/security-headers";
import { SiteReadError, sitePages, type SiteRenderer } from "../../src/server/http/site-pages";
import type { AppEnv } from "../../src/server/lib/http/app-env";
import { createLogger } from "../../src/server/lib/logger";

const ISLAND_HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";

/** An Astro build standing in: it has /about and /sermons/gone, and /broken fails as a failed API read makes a page fail. */
function fakeRenderer(seen: SitePageLocals[]): SiteRenderer {
  return {
    async renderPage(request, locals) {
      seen.push(locals);
      const { pathname } = new URL(request.url);
      if (pathname === "/broken") return new Response("Internal Server Error", { status: 500 });
      if (pathname !== "/about" && pathname !== "/sermons/gone") return undefined;
      const site = await locals.read<{ name: string }>("/api/site");
      return new Response(`<html lang="${locals.language}">${site.name}</html>`, {
        headers: { "content-type": "text/html", "content-security-policy": `script-src 'self' ${ISLAND_HASH}; style-src 'self' 'sha256-x';` },
      });
    },
  };
}

/** A build folder with no files: the renderer is the stand-in above. */
const siteDistDir = mkdtempSync(path.join(tmpdir(), "site-pages-"));
mkdirSync(path.join(siteDistDir, "client"));
afterAll(() => rmSync(siteDistDir, { recursive: true, force: true }));

function siteWith(seen: SitePageLocals[]) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders(false));
  app.route(
    "/",
    sitePages({
      siteDistDir,
      pageHead: async (path) => ({ tags: "<title>t</title>", notFound: path === "/sermons/gone" }),
      request: async (apiPath, init) =>
        apiPath === "/api/site" ? Response.json({ name: `Grace (${new Headers(init.headers).get("Cookie") || "no cookie"})` }) : new Response(null, { status: 404 }),
      logger: createLogger("silent"),
      renderer: fakeRenderer(seen),
    }),
  );
  app.get("*", (c) => c.text("the app"));
  return app;
}

describe("the Astro pages in the server (http/site-pages.ts)", () => {
  it("renders a page Astro has in the visitor's language, reading the API with the visitor's cookies", async () => {
    const seen: SitePageLocals[] = [];
    const response = await siteWith(seen).request("/about", { headers: { "Accept-Language": "es-MX,es;q=0.9", Cookie: "a=1" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html lang="es">Grace (a=1)</html>');
    expect(seen[0]).toMatchObject({ language: "es", headTags: "<title>t</title>", notFound: false, signedIn: false, adminSignedIn: false });
    expect(response.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("marks a signed-in member's page private, so neither a shared cache nor the service worker keeps it", async () => {
    const seen: SitePageLocals[] = [];
    const response = await siteWith(seen).request("/about", { headers: { Cookie: "church.session_token=abc" } });
    expect(seen[0]?.signedIn).toBe(true);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("lets the server's CSP allow exactly the hashes of Astro's island loaders, and keeps its own policy otherwise", async () => {
    const response = await siteWith([]).request("/about");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain(`script-src 'self' ${ISLAND_HASH};`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers.getSetCookie()).toEqual([]);
    // A page of the app keeps the plain policy.
    const app = await siteWith([]).request("/events");
    expect(app.headers.get("Content-Security-Policy")).toContain("script-src 'self';");
  });

  it("leaves an address the site has no page for (the admin portal's, a file's) to the app", async () => {
    expect(await (await siteWith([]).request("/events")).text()).toBe("the app");
    expect(await (await siteWith([]).request("/about.txt")).text()).toBe("the app");
  });

  it("sends a page that failed to render as the site's error page, with its status", async () => {
    const response = await siteWith([]).request("/broken");
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("responds 404 for a detail address that names nothing", async () => {
    const response = await siteWith([]).request("/sermons/gone");
    expect(response.status).toBe(404);
  });

  it("reads each API address once a page: the head and the page share it, and the next page reads it again", async () => {
    const asked: string[] = [];
    const app = new Hono<AppEnv>();
    app.route(
      "/",
      sitePages({
        siteDistDir,
        // The head reads the settings and the page's thing, as a chapter's head does, with the page's own reads.
        pageHead: async (_path, _language, _search, read) => {
          const site = (await (await read?.("/api/site"))?.json()) as { name: string };
          const gone = await read?.("/api/sermons/gone");
          return { tags: `<title>${site.name}</title>`, notFound: gone?.status === 404 };
        },
        request: async (apiPath) => {
          asked.push(apiPath);
          return apiPath === "/api/site" ? Response.json({ name: "Grace" }) : new Response("no such sermon", { status: 404 });
        },
        logger: createLogger("silent"),
        renderer: {
          async renderPage(_request, locals) {
            const [first, second] = await Promise.all([locals.read<{ name: string }>("/api/site"), locals.read<{ name: string }>("/api/site")]);
            const missing = await locals.read("/api/sermons/gone").catch((error: unknown) => error);
            return new Response(`${first.name} ${second.name} ${missing instanceof SiteReadError ? missing.status : "?"}`, { headers: { "content-type": "text/html" } });
          },
        },
      }),
    );
    const response = await app.request("/about");
    expect(await response.text()).toBe("Grace Grace 404");
    expect(response.status).toBe(404);
    expect(asked).toEqual(["/api/site", "/api/sermons/gone"]);
    await app.request("/about");
    expect(asked).toEqual(["/api/site", "/api/sermons/gone", "/api/site", "/api/sermons/gone"]);
  });

  it("names the saved language over Accept-Language, and ?lang= over both", async () => {
    const seen: SitePageLocals[] = [];
    const app = siteWith(seen);
    await app.request("/about", { headers: { "Accept-Language": "es", Cookie: "lang=en" } });
    await app.request("/about?lang=es", { headers: { Cookie: "lang=en" } });
    expect(seen.map((locals) => locals.language)).toEqual(["en", "es"]);
  });
});

describe("the Astro pages served by the Node server, as in production", () => {
  it("keeps the page's headers though the Node server's own Response class made the response", async () => {
    // @hono/node-server puts its own Response class in place of the global one (as the running server does), and
    // that class rebuilds a response's headers from its first ones once the body is read: the page's headers must
    // not depend on changing a response in place.
    const listener = getRequestListener(siteWith([]).fetch, { overrideGlobalObjects: true });
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const [address, status] of [["/about", 200], ["/sermons/gone", 404]] as const) {
        const response = await fetch(`http://127.0.0.1:${port}${address}`, { headers: { Cookie: "a=1" } });
        expect(response.status).toBe(status);
        expect(response.headers.get("Vary")).toBe("Accept-Language, Cookie");
        expect(response.headers.get("Cache-Control")).toBe("no-cache");
        expect(response.headers.get("Content-Security-Policy")).toContain(ISLAND_HASH);
        expect(await response.text()).toContain("Grace (a=1)");
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
