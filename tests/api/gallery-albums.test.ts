import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { galleryAlbums, mediaGallery } from "../../src/server/db/schema/gallery";
import type { GalleryAlbumPage } from "../../src/shared/gallery";
import { describeEachDatabase } from "./support/test-app";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describeEachDatabase("GET /api/gallery/albums/:slug (an album's own page)", (ctx) => {
  let harvestId = "";

  it("responds 404 for an album that does not exist and for one that shows no photo yet", async () => {
    const [harvest] = await ctx()
      .database.db.insert(galleryAlbums)
      .values({ slug: "harvest", name: { en: "Harvest supper", es: "Cena de la cosecha" }, description: { en: "Our autumn table.", es: "" } })
      .returning();
    harvestId = harvest?.id ?? "";
    expect((await ctx().app.request("/api/gallery/albums/nobody")).status).toBe(404);
    // Its only photo is a video: nothing to show, so no page.
    await ctx().database.db.insert(mediaGallery).values({ title: "A clip", imageUrl: "/p/clip.mp4", mediaType: "video", albumId: harvestId });
    expect((await ctx().app.request("/api/gallery/albums/harvest")).status).toBe(404);
  });

  it("names the album in both languages, its description, how many photos it shows, the days they span and its cover", async () => {
    await ctx().database.db.insert(mediaGallery).values([
      { title: "Pies", titleEs: "Pasteles", imageUrl: "/p/pies.webp", eventDate: "2026-10-03", albumId: harvestId, createdAt: minutesAgo(5) },
      { title: "Tables", imageUrl: "/p/tables.webp", eventDate: "2026-10-10", albumId: harvestId, createdAt: minutesAgo(1) },
      { title: "Not yet", imageUrl: "", albumId: harvestId, createdAt: minutesAgo(0) },
    ]);
    const res = await ctx().app.request("/api/gallery/albums/harvest");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    const page = (await res.json()) as GalleryAlbumPage;
    expect(page.album).toMatchObject({ slug: "harvest", name: { en: "Harvest supper", es: "Cena de la cosecha" }, description: { en: "Our autumn table.", es: "" }, photoCount: 2 });
    expect(page).toMatchObject({ firstDate: "2026-10-03", lastDate: "2026-10-10" });
    // No cover chosen: the newest photo, in its large rendition.
    expect(page.cover).toEqual({ imageUrl: "/p/tables.webp", title: { en: "Tables", es: "" } });
  });

  it("uses the cover the admin chose", async () => {
    const [pies] = await ctx().database.db.select().from(mediaGallery).where(eq(mediaGallery.title, "Pies"));
    await ctx().database.db.update(galleryAlbums).set({ coverPhotoId: pies?.id ?? null });
    const page = (await (await ctx().app.request("/api/gallery/albums/harvest")).json()) as GalleryAlbumPage;
    expect(page.cover).toEqual({ imageUrl: "/p/pies.webp", title: { en: "Pies", es: "Pasteles" } });
  });

  it("lists the album in the sitemap, in both languages, once it shows a photo", async () => {
    const sitemap = await (await ctx().app.request("/sitemap.xml")).text();
    expect(sitemap).toContain("/community/albums/harvest</loc>");
    expect(sitemap).toContain("/community/albums/harvest?lang=es</loc>");
  });
});
