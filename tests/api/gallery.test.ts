import { expect, it } from "vitest";
import { mediaGallery } from "../../src/server/db/schema/gallery";
import { galleryList } from "../../src/shared/gallery";
import { describeEachDatabase } from "./support/test-app";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describeEachDatabase("GET /api/gallery", (ctx) => {
  it("is empty when there are no photos", async () => {
    const res = await ctx().app.request("/api/gallery");
    expect(res.status).toBe(200);
    expect(galleryList.parse(await res.json()).items).toEqual([]);
  });

  it("keeps only images that have an image_url, newest first", async () => {
    await ctx().database.db.insert(mediaGallery).values([
      { title: "Old picnic", imageUrl: "/p/old.webp", createdAt: minutesAgo(30), category: "Fellowship", eventDate: "2026-05-01" },
      { title: "Newest baptism", imageUrl: "/p/new.webp", createdAt: minutesAgo(1), description: "At the river" },
      { title: "Middle choir", imageUrl: "/p/mid.webp", createdAt: minutesAgo(10) },
      { title: "A sermon video", imageUrl: "/p/video.mp4", mediaType: "video", createdAt: minutesAgo(0) },
      { title: "No file yet", imageUrl: null, createdAt: minutesAgo(2) },
      { title: "Empty file", imageUrl: "", createdAt: minutesAgo(3) },
    ]);
    const res = await ctx().app.request("/api/gallery");
    const { items } = galleryList.parse(await res.json());
    expect(items.map((p) => p.title)).toEqual(["Newest baptism", "Middle choir", "Old picnic"]);
    expect(items[0]).toMatchObject({ description: "At the river", imageUrl: "/p/new.webp" });
    expect(items[2]).toMatchObject({ category: "Fellowship", eventDate: "2026-05-01" });
  });

  it("returns at most 8 by default and honours a smaller limit", async () => {
    await ctx().database.db.insert(mediaGallery).values(
      Array.from({ length: 10 }, (_, i) => ({ title: `Extra ${i}`, imageUrl: `/p/extra-${i}.webp`, createdAt: minutesAgo(100 + i) })),
    );
    const byDefault = galleryList.parse(await (await ctx().app.request("/api/gallery")).json());
    expect(byDefault.items).toHaveLength(8);
    const four = galleryList.parse(await (await ctx().app.request("/api/gallery?limit=4")).json());
    expect(four.items.map((p) => p.title)).toEqual(["Newest baptism", "Middle choir", "Old picnic", "Extra 0"]);
  });

  it("accepts the largest and smallest limits", async () => {
    const fifty = await ctx().app.request("/api/gallery?limit=50");
    expect(fifty.status).toBe(200);
    expect(galleryList.parse(await fifty.json()).items).toHaveLength(13);
    const one = galleryList.parse(await (await ctx().app.request("/api/gallery?limit=1")).json());
    expect(one.items.map((p) => p.title)).toEqual(["Newest baptism"]);
  });

  it("sends the photo's public fields only, never the raw row", async () => {
    const { items } = (await (await ctx().app.request("/api/gallery?limit=1")).json()) as { items: Record<string, unknown>[] };
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      [
        "albumId", "category", "createdAt", "description", "es", "eventDate", "height", "id", "imageAvifUrl", "imageUrl",
        "placeholderColor", "thumbnailUrl", "title", "width",
      ],
    );
    expect(new Date(String(items[0]?.createdAt)).toISOString()).toBe(items[0]?.createdAt);
  });

  it.each(["0", "51", "abc", "-1", "2.5"])("rejects limit=%s with a 400 and the field's message", async (limit) => {
    const res = await ctx().app.request(`/api/gallery?limit=${limit}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toBe("Some fields are not valid.");
    expect(body.error.fields.limit?.length).toBeGreaterThan(0);
    expect(Object.keys(body.error.fields)).toEqual(["limit"]);
  });
});
