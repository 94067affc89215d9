import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { createServerRespondingFromCache } from "../../src/server/http/node-server";
import type { AppEnv } from "../../src/server/lib/http/app-env";
import { PublicCache } from "../../src/server/lib/http/public-cache";
import { visitorLanguage } from "../../src/server/lib/http/visitor-language";
import { buildApp, databaseTargets, describeEachDatabase, fakeWebDist, openTestDatabase } from "./support/test-app";
import { BUILT_INDEX } from "./support/built-index";

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describeEachDatabase("a page in the visitor's language from the first byte", (ctx) => {
  beforeAll(async () => {
    writeFileSync(`${ctx().webDistDir}/index.html`, BUILT_INDEX);
    await seedDemoContent(ctx().database.db);
  });
  const page = (path: string, headers: Record<string, string> = {}) => ctx().app.request(path, { headers });

  it("greets a Spanish browser in Spanish: <html lang>, title and loading text, with no address naming it", async () => {
    const response = await page("/events", { "Accept-Language": "es-MX,es;q=0.9,en;q=0.8" });
    const html = await response.text();
    expect(langOf(html)).toBe("es");
    expect(titleOf(html)).toBe("Eventos · Living Water Home Church");
    expect(html).toContain('aria-label="Navegación principal"');
    // The Spanish page's own address stays the one search engines know it by.
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/events?lang=es" />');
    // A shared cache keeps one copy per language (and a member's page apart), and asks each time.
    expect(response.headers.get("Vary")).toMatch(/Accept-Language/);
    expect(response.headers.get("Vary")).toMatch(/Cookie/);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("takes ?lang first, then the saved choice, then Accept-Language, then English", async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ["/events", {}, "en"],
      ["/events", { "Accept-Language": "en-US,es;q=0.5" }, "en"],
      ["/events", { "Accept-Language": "fr-FR" }, "en"],
      ["/events", { Cookie: "lang=es", "Accept-Language": "en-US" }, "es"],
      ["/events", { Cookie: "lang=en", "Accept-Language": "es-ES" }, "en"],
      ["/events?lang=en", { Cookie: "lang=es", "Accept-Language": "es" }, "en"],
      ["/events?lang=es", { Cookie: "lang=en" }, "es"],
      // A signed-in member's page (sent as built) is in their language too.
      ["/settings", { Cookie: "church.session_token=abc; lang=es" }, "es"],
      // An address no page has: its 404 is in the visitor's language.
      ["/no-such-page", { "Accept-Language": "es" }, "es"],
    ];
    for (const [path, headers, language] of cases) {
      const response = await page(path, headers);
      expect(langOf(await response.text()), `${path} ${JSON.stringify(headers)}`).toBe(language);
      expect(response.headers.get("Vary"), path).toMatch(/Accept-Language, Cookie/);
    }
  });

  it("never fails on a malformed or huge Accept-Language or lang cookie: the page comes in English or as they say", async () => {
    const piece = fc.constantFrom("es", "en", "ES", "es-MX", "en-US", "fr", "*", ";", ",", "q=", "0", "1", ".", "-", "=", '"', "%", "%zz", " ", "\t", "ñ", "\u00ff", "lang", "x");
    const headerText = fc.oneof(
      fc.array(piece, { maxLength: 30 }).map((parts) => parts.join("")),
      fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(headerText, headerText, async (acceptLanguage, cookieValue) => {
        const headers = { "Accept-Language": acceptLanguage, Cookie: `a=b; lang=${cookieValue}` };
        const response = await page("/events", headers);
        const html = await response.text();
        expect(response.status).toBeLessThan(500);
        const expected = visitorLanguage((name) => new Headers(headers).get(name) ?? undefined, "/events");
        expect(langOf(html)).toBe(expected);
      }),
      { numRuns: 150 },
    );
    const huge: Array<Record<string, string>> = [
      { "Accept-Language": `${"x-y;q=0.1,".repeat(1500)}es` },
      { "Accept-Language": `es;q=0.${"9".repeat(10_000)}` },
      { Cookie: `lang=${"%".repeat(12_000)}` },
      { Cookie: `${"a=b; ".repeat(2000)}lang=es` },
    ];
    for (const headers of huge) {
      const response = await page("/events", headers);
      expect(response.status, Object.keys(headers)[0]).toBe(200);
      expect(["en", "es"]).toContain(langOf(await response.text()));
    }
  });
});

describe("the server's page cache, one copy per language", () => {
  const target = databaseTargets()[0];
  let base = "";
  let reachedApp = 0;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (!target) throw new Error("no test database");
    const opened = await openTestDatabase(target);
    const webDistDir = fakeWebDist();
    writeFileSync(`${webDistDir}/index.html`, BUILT_INDEX);
    const publicCache = new PublicCache({ ttlMs: 60_000 });
    const app = buildApp(opened.database, webDistDir, { publicCache });
    const outer = new Hono<AppEnv>()
      .use("*", async (_c, next) => {
        reachedApp += 1;
        await next();
      })
      .route("/", app);
    // The production server: responses still fresh in the cache go out before the app runs (node-server.ts).
    const server = createServerRespondingFromCache(publicCache)({}, getRequestListener(outer.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      await new Promise((resolve) => server.close(resolve));
      await opened.dispose();
    };
  });
  afterAll(() => close());

  const get = (path: string, headers: Record<string, string>) => fetch(`${base}${path}`, { headers });

  it("keeps each language's page apart and never hands one visitor's language to another", async () => {
    const english = { "Accept-Language": "en-US,en;q=0.9" };
    const spanish = { "Accept-Language": "es-ES,es;q=0.9" };
    const first = await get("/admin/login", english);
    const firstHtml = await first.text();
    expect(langOf(firstHtml)).toBe("en");
    const before = reachedApp;
    // The same page for a Spanish browser, a returning Spanish visitor, and the English browser again.
    const spanishPage = await get("/admin/login", spanish);
    const spanishHtml = await spanishPage.text();
    expect(langOf(spanishHtml)).toBe("es");
    expect(spanishPage.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    expect(langOf(await (await get("/admin/login", { Cookie: "lang=es", ...english })).text())).toBe("es");
    const again = await get("/admin/login", english);
    expect(await again.text()).toBe(firstHtml);
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(langOf(await (await get("/admin/login", spanish)).text())).toBe("es");
    expect(langOf(await (await get("/admin/login?lang=en", spanish)).text())).toBe("en");
    // Computed once per language: only the first Spanish request and the ?lang=en address reached the app.
    expect(reachedApp - before).toBe(2);
    // A browser holding the English copy is told it changed when it asks in Spanish.
    const revalidated = await get("/admin/login", { ...spanish, "If-None-Match": first.headers.get("ETag") ?? "" });
    expect(revalidated.status).toBe(200);
    expect(langOf(await revalidated.text())).toBe("es");
    expect(revalidated.headers.get("Vary")).toMatch(/Accept-Language, Cookie/);
  });

  it("responds to a huge or malformed language header from the cache without failing", async () => {
    const hostile: Array<Record<string, string>> = [{ "Accept-Language": "es;".repeat(4000) }, { Cookie: `lang=${"%E0".repeat(3000)}` }, { "Accept-Language": "\u00ff,;q=,=" }];
    for (const headers of hostile) {
      const response = await get("/admin/login", headers);
      expect(response.status).toBeLessThan(500);
      await response.text();
    }
  });
});
