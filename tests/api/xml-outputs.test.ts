import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../src/server/db/schema/events";
import { sermons } from "../../src/server/db/schema/sermons";
import { churchSettings } from "../../src/server/db/schema/site";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { dropControlCharacters, escapeXml } from "../../src/server/lib/text/xml";
import { parseCalendar } from "./support/events";
import { createLocalStorage } from "../../src/server/lib/storage/local-storage";
import { buildApp, describeEachDatabase } from "./support/test-app";

/** Every C0 control character a database can store (PostgreSQL text holds no NUL; escapeXml's own test has it). */
const C0 = Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join("");
// eslint-disable-next-line no-control-regex -- the characters the outputs must not hold
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const dirty = (text: string) => `${text}${C0}`;
const dirtyText = (value: { en: string; es: string }) => ({ en: dirty(value.en), es: dirty(value.es) });

describe("escapeXml", () => {
  it("drops every character XML forbids, NUL included, and escapes markup", () => {
    const all = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("");
    expect(escapeXml(`<a & "b">${all}\uFFFE\uD800`)).toBe("&lt;a &amp; &quot;b&quot;&gt;\t\n\r");
    expect(dropControlCharacters("Salmo 23 😀")).toBe("Salmo 23 😀");
  });
});

const root = mkdtempSync(path.join(tmpdir(), "church-xml-test-"));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeEachDatabase("control characters in every XML and calendar output", (ctx) => {
  const db = () => ctx().database.db;
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    // With a storage, the demo sermons get their audio: they are the podcast's episodes.
    await seedDemoContent(db(), storage);
    app = buildApp(ctx().database, ctx().webDistDir, { storage });
    // Every text field that reaches the podcast, the sitemap and the calendars, written with every C0 character
    // (slugs cannot hold one: the database checks their form).
    const [settings] = await db().select().from(churchSettings).limit(1);
    if (!settings) throw new Error("no settings");
    await db().update(churchSettings).set({ name: dirty(settings.name), email: dirty(settings.email), tagline: dirtyText(settings.tagline) });
    for (const sermon of await db().select().from(sermons)) {
      await db()
        .update(sermons)
        .set({ title: dirtyText(sermon.title), summary: dirtyText(sermon.summary), speaker: dirty(sermon.speaker) })
        .where(eq(sermons.id, sermon.id));
    }
    for (const event of await db().select().from(events)) {
      await db()
        .update(events)
        .set({
          title: dirtyText(event.title),
          description: dirtyText(event.description),
          location: { name: dirty(event.location.name), nameEs: dirty(event.location.nameEs), address: dirty(event.location.address) },
        })
        .where(eq(events.id, event.id));
    }
    const [stored] = await db().select({ speaker: sermons.speaker }).from(sermons).limit(1);
    expect(stored?.speaker.endsWith(C0)).toBe(true);
  });

  const xmlOf = async (path: string) => {
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("keeps the podcast feed valid XML with every episode's text", async () => {
    const xml = await xmlOf("/api/sermons/podcast.xml");
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(FORBIDDEN);
    const feed = new XMLParser().parse(xml) as { rss: { channel: { title: string; item: Array<{ title: string; "itunes:author": string }> } } };
    // Tab, line feed and carriage return are allowed in XML and stay.
    expect(feed.rss.channel.title).toMatch(/^Living Water Home Church\s+Sermons$/);
    expect(feed.rss.channel.item.length).toBeGreaterThan(0);
    for (const item of feed.rss.channel.item) expect(item["itunes:author"]).not.toBe("");
  });

  it("keeps the sitemap valid XML", async () => {
    const xml = await xmlOf("/sitemap.xml");
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(FORBIDDEN);
  });

  it("keeps the calendar feed, in both languages, and each event's file readable by calendar apps", async () => {
    for (const path of ["/api/events/calendar.ics", "/api/events/calendar.ics?lang=es"]) {
      const ics = await xmlOf(path);
      expect(ics.replace(/\r\n/g, "")).not.toMatch(FORBIDDEN);
      const { events: parsed } = parseCalendar(ics);
      expect(parsed.length, path).toBeGreaterThan(0);
      for (const event of parsed) expect(event.summary).not.toMatch(FORBIDDEN);
    }
    const { occurrences } = (await (await app.request("/api/events")).json()) as { occurrences: Array<{ eventId: string; date: string }> };
    const first = occurrences[0];
    if (!first) throw new Error("no occurrence");
    const one = await xmlOf(`/api/events/${first.eventId}/${first.date}/event.ics`);
    expect(parseCalendar(one).events).toHaveLength(1);
    expect(one.replace(/\r\n/g, "")).not.toMatch(FORBIDDEN);
  });
});
