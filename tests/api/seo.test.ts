import robotsParser from "robots-parser";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, expect, it } from "vitest";
import { sermons } from "../../src/server/db/schema/sermons";
import { churchSettings } from "../../src/server/db/schema/site";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { PublicCache } from "../../src/server/lib/http/public-cache";
import type { SiteSettings } from "../../src/shared/site";
import { signedInClient } from "./support/admin";
import { signUpConfirmed } from "./support/auth-client";
import type { EventList } from "../../src/shared/events";
import { buildApp, describeEachDatabase } from "./support/test-app";
import { BUILT_INDEX } from "./support/built-index";

function headOf(html: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const link = (rel: string, hreflang?: string) =>
    new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ""} href="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return { titles, meta, link, jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined, lang: /<html lang="(\w+)"/.exec(html)?.[1] };
}

describeEachDatabase("search engines and shared links", (ctx) => {
  beforeAll(async () => {
    writeFileSync(path.join(ctx().webDistDir, "index.html"), BUILT_INDEX);
    await seedDemoContent(ctx().database.db);
    await ctx().database.db.insert(sermons).values([
      { slug: "the-good-shepherd", title: { en: "The Good Shepherd", es: "El buen pastor" }, summary: { en: "John 10.", es: "Juan 10." }, preachedOn: "2026-11-15", speaker: "Pastor Daniel Reyes" },
      { slug: "a-draft", title: { en: "A draft", es: "Un borrador" }, summary: { en: "Not yet.", es: "Aún no." }, preachedOn: "2026-11-22", speaker: "Pastor Daniel Reyes", published: false },
    ]);
  });

  it("gives the home page the church's name, description, canonical address, both languages and Open Graph", async () => {
    const head = headOf(await (await ctx().app.request("/")).text());
    expect(head.titles).toEqual(["Living Water Home Church · Hear. Understand. Live."]);
    expect(head.meta("name", "description")).toContain("Fresno, CA");
    expect(head.link("canonical")).toBe("http://localhost:3000/");
    expect(head.link("alternate", "en")).toBe("http://localhost:3000/");
    expect(head.link("alternate", "es")).toBe("http://localhost:3000/?lang=es");
    expect(head.link("alternate", "x-default")).toBe("http://localhost:3000/");
    expect(head.meta("property", "og:title")).toBe("Living Water Home Church · Hear. Understand. Live.");
    expect(head.meta("property", "og:locale")).toBe("en_US");
    expect(head.meta("property", "og:image")).toMatch(/^http:\/\/localhost:3000\//);
    expect(head.lang).toBe("en");
  });

  it("serves a page in Spanish with ?lang=es: Spanish title and description, lang attribute and canonical", async () => {
    const head = headOf(await (await ctx().app.request("/events?lang=es")).text());
    expect(head.titles).toEqual(["Eventos · Living Water Home Church"]);
    expect(head.meta("name", "description")).toMatch(/^Eventos, clases y cultos especiales en Living Water Home Church/);
    expect(head.link("canonical")).toBe("http://localhost:3000/events?lang=es");
    expect(head.meta("property", "og:locale")).toBe("es_US");
    expect(head.lang).toBe("es");
  });

  it("says the loading state of a Spanish page in Spanish, before the scripts arrive", async () => {
    // A member page is rendered in the browser: until its script runs, the HTML says it is loading, in the page's language.
    const spanish = await (await ctx().app.request("/settings?lang=es")).text();
    const english = await (await ctx().app.request("/settings")).text();
    expect(spanish).toMatch(/<div[^>]*role="status"[^>]*>Cargando página\.\.\.<\/div>/);
    expect(spanish).not.toContain("Loading page...");
    expect(english).toMatch(/<div[^>]*role="status"[^>]*>Loading page\.\.\.<\/div>/);
  });

  it("describes a sermon's page by its section and marks member and admin pages noindex", async () => {
    const sermon = headOf(await (await ctx().app.request("/sermons/some-sermon")).text());
    expect(sermon.titles).toEqual(["Sermons · Living Water Home Church"]);
    expect(sermon.link("canonical")).toBe("http://localhost:3000/sermons/some-sermon");
    for (const privatePath of ["/admin/users", "/settings", "/give/history", "/auth/callback"]) {
      const html = await (await ctx().app.request(privatePath)).text();
      expect(html, privatePath).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html, privatePath).not.toContain("application/ld+json");
    }
  });

  it("carries the church's details as schema.org Church JSON-LD", async () => {
    const { jsonLd } = headOf(await (await ctx().app.request("/plan-visit")).text());
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Church",
      name: "Living Water Home Church",
      url: "http://localhost:3000/",
      address: { "@type": "PostalAddress", addressLocality: "Fresno", addressRegion: "CA" },
    });
    expect(jsonLd?.telephone).toMatch(/555/);
    expect(jsonLd?.openingHours).toEqual(["Su 09:30", "Su 11:00", "We 19:00"]);
  });

  it("lists every public page in both languages, with alternates, and the published sermons in sitemap.xml", async () => {
    const res = await ctx().app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(await res.text()) as {
      urlset: { url: { loc: string; "xhtml:link": { "@_hreflang": string; "@_href": string }[] }[] };
    };
    const locs = parsed.urlset.url.map((u) => u.loc);
    for (const page of ["/", "/events", "/study", "/give", "/store", "/community"]) {
      expect(locs).toContain(`http://localhost:3000${page}`);
      expect(locs).toContain(`http://localhost:3000${page}?lang=es`);
    }
    expect(locs).toContain("http://localhost:3000/sermons/the-good-shepherd");
    expect(locs).not.toContain("http://localhost:3000/sermons/a-draft");
    expect(locs.some((loc) => loc.includes("/admin") || loc.includes("/settings"))).toBe(false);
    const events = parsed.urlset.url.find((u) => u.loc === "http://localhost:3000/events?lang=es");
    expect(events?.["xhtml:link"].map((l) => [l["@_hreflang"], l["@_href"]])).toEqual([
      ["en", "http://localhost:3000/events"],
      ["es", "http://localhost:3000/events?lang=es"],
    ]);
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the member and admin portals", async () => {
    const text = await (await ctx().app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    for (const line of ["Disallow: /admin", "Disallow: /settings", "Disallow: /auth", "Disallow: /api/"]) expect(text).toContain(line);
  });

  it("lets crawlers read the podcast feed, its artwork and the calendar feed, and nothing else of the API (read by robots-parser)", async () => {
    const text = await (await ctx().app.request("/robots.txt")).text();
    const robots = robotsParser("http://localhost:3000/robots.txt", text);
    const at = (p: string) => `http://localhost:3000${p}`;
    const open = ["/api/sermons/podcast.xml", "/api/sermons/podcast-artwork.png", "/api/events/calendar.ics", "/api/events/calendar.ics?lang=es"];
    for (const p of open) for (const agent of ["Googlebot", "Applebot", "*"]) expect(robots.isAllowed(at(p), agent), `${agent} ${p}`).toBe(true);
    // Every other API route of the router stays closed.
    const apiPaths = new Set(
      ctx()
        .app.routes.filter((r) => r.path.startsWith("/api/") && r.method === "GET")
        .map((r) => r.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "x").replace(/\*/g, "x")),
    );
    const allowed = [...apiPaths].filter((p) => robots.isAllowed(at(p), "Googlebot") && !open.includes(p));
    expect(apiPaths.size).toBeGreaterThan(50);
    expect(allowed).toEqual([]);
    for (const p of ["/admin", "/settings", "/auth/sign-in"]) expect(robots.isDisallowed(at(p), "Googlebot"), p).toBe(true);
    for (const p of ["/", "/sermons/the-good-shepherd", "/uploads/sermons/audio/2026/11/ab.mp3"]) expect(robots.isAllowed(at(p), "Googlebot"), p).toBe(true);
  });

  it("names the church as an admin just saved it in every page's head, with the public cache on", async () => {
    const { database, webDistDir } = ctx();
    // As production runs: the settings every page reads (and its head with them) come from the public cache.
    const app = buildApp(database, webDistDir, { publicCache: new PublicCache({ ttlMs: 60_000 }) });
    const before = headOf(await (await app.request("/about")).text());
    expect(before.titles).toEqual(["About · Living Water Home Church"]);
    const { client } = await signedInClient(app, database.db, ["settings:write"]);
    const current = (await (await client.get("/api/admin/settings")).json()) as SiteSettings;
    const { name: _name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks } = current;
    const update = { name: "Living Water Church of Fresno", tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks };
    expect((await client.request("PUT", "/api/admin/settings", update)).status).toBe(200);
    expect(headOf(await (await app.request("/about")).text()).titles).toEqual(["About · Living Water Church of Fresno"]);
    const spanish = headOf(await (await app.request("/events?lang=es")).text());
    expect(spanish.titles[0]).toMatch(/ · Living Water Church of Fresno$/);
    expect(spanish.jsonLd?.name).toBe("Living Water Church of Fresno");
    expect((await client.request("PUT", "/api/admin/settings", { ...update, name: current.name })).status).toBe(200);
  });

  it("describes a members-only event in its page's head to a signed-in member, and to a guest only as the events section", async () => {
    // The head reads the event as the page does, with the visitor's session (http/site-pages.ts, one read for both).
    const email = "head-of-breakfast@example.org";
    const member = await signUpConfirmed(ctx, { fullName: "Ruth Moab", email, password: "walk-by-faith" });
    await member.json("/api/auth/sign-in/email", { json: { email, password: "walk-by-faith" } });
    const breakfast = (await member.json<EventList>("/api/events")).body.occurrences.find((o) => o.visibility === "members");
    if (!breakfast) throw new Error("the demo has no members-only event");
    const address = `/events/${breakfast.eventId}/${breakfast.date}`;
    const memberPage = await member.request(address);
    expect(memberPage.status).toBe(200);
    const memberHead = headOf(await memberPage.text());
    expect(memberHead.titles[0]).toBe(`${breakfast.title.en.replaceAll("'", "&#39;")} · Living Water Home Church`);
    expect(memberHead.meta("name", "description")).toContain("Saturday");
    const guestPage = await ctx().app.request(address);
    expect(guestPage.status).toBe(200);
    const guestHead = headOf(await guestPage.text());
    expect(guestHead.titles[0]).toMatch(/^Events · /);
    expect(guestHead.titles[0]).not.toContain("Breakfast");
  });

  it("escapes the church's own text, so a name can never close a tag or the JSON-LD script", async () => {
    const db = ctx().database.db;
    await db.update(churchSettings).set({ name: `St. "Mark" </script><script>alert(1)</script>` }).where(eq(churchSettings.id, 1));
    // Written straight into the database, past the admin portal: a fresh app reads it.
    const app = buildApp(ctx().database, ctx().webDistDir);
    const html = await (await app.request("/about")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const head = headOf(html);
    expect(head.titles).toEqual(["About · St. &quot;Mark&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"]);
    expect(head.jsonLd?.name).toBe(`St. "Mark" </script><script>alert(1)</script>`);
  });
});
