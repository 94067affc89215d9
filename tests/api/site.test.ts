import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { churchSettings } from "../../src/server/db/schema/site";
import { mediaGallery } from "../../src/server/db/schema/gallery";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { siteSettings } from "../../src/shared/site";
import { parseThemeSongUrl } from "../../src/shared/theme-song";
import { describeEachDatabase } from "./support/test-app";

describeEachDatabase("GET /api/site", (ctx) => {
  it("responds 503 with a clear message before the church is set up", async () => {
    const res = await ctx().app.request("/api/site");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: "site_not_configured", message: "The church's details have not been set up yet." },
    });
  });

  it("tells a visitor of a site not set up yet that it is almost ready, in their language, as a 503 to come back to", async () => {
    for (const [address, title] of [
      ["/", "Our new website is almost ready"],
      ["/events?lang=es", "Nuestro nuevo sitio web está casi listo"],
    ] as const) {
      const res = await ctx().app.request(address);
      expect(res.status, address).toBe(503);
      expect(res.headers.get("retry-after"), address).toBe("3600");
      const html = await res.text();
      expect(html, address).toContain(`<h1 class="text-2xl font-bold">${title}</h1>`);
      expect(html, address).not.toContain("Something went wrong");
    }
  });

  it("names the site's public address, from which a page drawn on the server writes the calendar's webcal:// link with its host", async () => {
    expect(await seedDemoContent(ctx().database.db)).toBe(true);
    const body = (await (await ctx().app.request("/api/site")).json()) as { publicUrl?: string };
    expect(body.publicUrl).toBe("http://localhost:3000");
  });

  it("serves the seeded church details with both readings of the service times", async () => {
    const res = await ctx().app.request("/api/site");
    expect(res.status).toBe(200);
    // Revalidated on every load, so videos published from the content page show at once.
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const site = siteSettings.parse(await res.json());
    expect(site.tagline.en).toBe("Hear. Understand. Live.");
    expect(site.textToJoin.keyword).toBe("HOME");
    expect(site.serviceTimes.map((s) => [s.day, s.time])).toEqual([
      ["sunday", "09:30"],
      ["sunday", "11:00"],
      ["wednesday", "19:00"],
    ]);
    expect(site.contactServiceTimes.map((s) => s.time)).toEqual(["09:00", "10:00"]);
    expect(site.homeVideos.length).toBeGreaterThanOrEqual(2);
    expect(site.announcementVideos).toHaveLength(4);
    expect(site.themeSong.title).toBe("Water Walkers (Remix)");
  });

  it("allows every service's theme-song embed in the CSP's frame-src", async () => {
    const res = await ctx().app.request("/api/site");
    const frameSrc = (res.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("frame-src"))
      ?.split(/\s+/)
      .slice(1);
    const samples = [
      "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://music.apple.com/us/song/amazing-grace/1440833098",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ];
    for (const sample of samples) {
      const track = parseThemeSongUrl(sample);
      expect(track, sample).not.toBeNull();
      expect(frameSrc).toContain(new URL(track?.embedUrl ?? "").origin);
    }
  });

  it("reads a theme song kept in the first shape (search addresses) as a title with no track", async () => {
    const { db } = ctx().database;
    await seedDemoContent(db);
    const legacy = {
      title: "Water Walkers (Remix)",
      providers: {
        spotify: { embedUrl: "https://open.spotify.com/embed/search/Water", trackUrl: "https://open.spotify.com/search/Water" },
        apple: { embedUrl: "https://embed.music.apple.com/us/search?term=Water", trackUrl: "https://music.apple.com/us/search?term=Water" },
      },
    };
    await db.update(churchSettings).set({ themeSong: legacy }).where(eq(churchSettings.id, 1));
    const site = siteSettings.parse(await (await ctx().app.request("/api/site")).json());
    expect(site.themeSong).toEqual({ title: "Water Walkers (Remix)", tracks: {} });
  });

  it("seeds only once, so a second start keeps the church's own changes", async () => {
    const { db } = ctx().database;
    await db.update(churchSettings).set({ phone: "(559) 555-0199" }).where(eq(churchSettings.id, 1));
    const photosBefore = (await db.select().from(mediaGallery)).length;
    expect(await seedDemoContent(db)).toBe(false);
    const [row] = await db.select().from(churchSettings);
    expect(row?.phone).toBe("(559) 555-0199");
    expect((await db.select().from(mediaGallery)).length).toBe(photosBefore);
  });
});
