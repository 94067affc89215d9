import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { drawnWebDist } from "./support/drawn-site";
import { buildApp, databaseTargets, openTestDatabase } from "./support/test-app";

/** The site's public address (PUBLIC_URL), not the address the test asks at: the link must carry the first. */
const PUBLIC_URL = "https://church.example.org";

/** Every href of a webcal:// link in a page, as a calendar app reads it (&amp; unescaped). */
const webcalLinks = (html: string) => [...html.matchAll(/href="(webcal:[^"]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));

/**
 * The "Subscribe to the calendar" link of /events as the server draws it (issue 50, item 5): a visitor who taps it
 * before the page's scripts have run, or a crawler, gets a webcal:// address a calendar app can open, with the
 * site's host, never webcal:/// (no host) — in English and in Spanish (the Spanish feed).
 */
for (const target of databaseTargets()) {
  describe(`the calendar's subscribe link on the page the server draws [${target.name}]`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let removeWeb: () => void;
    let app: ReturnType<typeof buildApp>;

    beforeAll(async () => {
      const opened = await openTestDatabase(target);
      ({ database, dispose } = opened);
      await seedDemoContent(database.db);
      const web = drawnWebDist();
      removeWeb = web.remove;
      app = buildApp(database, web.webDistDir, { config: { publicUrl: PUBLIC_URL, siteDistDir: web.siteDistDir } });
    }, 120_000);
    afterAll(async () => {
      removeWeb?.();
      await dispose?.();
    });

    /** The page as the server renders it. */
    const drawn = async (address: string) => {
      const response = await app.request(`http://localhost:3000${address}`);
      expect(response.status, address).toBe(200);
      return response.text();
    };

    it.each([
      ["/events", "English", "webcal://church.example.org/api/events/calendar.ics"],
      ["/events?lang=es", "Spanish", "webcal://church.example.org/api/events/calendar.ics?lang=es"],
    ])("%s (%s) links to %s", async (address, _language, expected) => {
      const links = webcalLinks(await drawn(address));
      expect(links).toEqual([expected]);
      for (const link of links) {
        expect(link).not.toMatch(/^webcal:\/\/\//);
        // What a calendar app does with it: the same address over https, on the site's host.
        const feed = new URL(link.replace(/^webcal:/, "https:"));
        expect(feed.host).toBe(new URL(PUBLIC_URL).host);
        expect(feed.pathname).toBe("/api/events/calendar.ics");
      }
    });

    it("links to a feed the site serves: the address without its host responds with the calendar", async () => {
      for (const address of ["/events", "/events?lang=es"]) {
        const [link] = webcalLinks(await drawn(address));
        const feed = new URL((link ?? "").replace(/^webcal:/, "https:"));
        const res = await app.request(`${feed.pathname}${feed.search}`);
        expect(res.status, link).toBe(200);
        expect(res.headers.get("content-type"), link).toMatch(/^text\/calendar/);
        expect(await res.text(), link).toMatch(/^BEGIN:VCALENDAR\r\n/);
      }
    });
  });
}
