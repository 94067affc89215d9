import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mediaGallery } from "../../src/server/db/schema/gallery";
import { createLocalStorage } from "../../src/server/lib/storage/local-storage";
import type { AdminPhoto, GalleryAlbum, GalleryAlbumList, GalleryList, GalleryPage, UploadResult } from "../../src/shared/gallery";
import { AdminClient, signedInClient } from "./support/admin";
import { buildApp, describeEachDatabase } from "./support/test-app";

const root = mkdtempSync(path.join(tmpdir(), "church-gallery-"));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

type App = ReturnType<typeof buildApp>;

/** A photo-like JPEG (gradients and grain) taken "in Fresno": GPS coordinates and a camera owner in its EXIF. */
async function cameraJpeg(width: number, height: number, options: { orientation?: number } = {}): Promise<Uint8Array> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    raw[i * 3] = Math.floor((x * 200) / width + ((i * 7919) % 55));
    raw[i * 3 + 1] = Math.floor((y * 200) / height + ((i * 104729) % 55));
    raw[i * 3 + 2] = (i * 2654435761) % 256;
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Artist: "Deacon Phil", Make: "PhoneCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 44/1 5/1", GPSLongitudeRef: "W", GPSLongitude: "119/1 47/1 8/1" },
    });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return new Uint8Array(await image.toBuffer());
}

/** True when the EXIF block's first directory points at a GPS directory (TIFF tag 0x8825). */
function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}

async function uploadFiles(app: App, client: AdminClient, files: { bytes: Uint8Array; name: string; type?: string }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const file of files) form.append("files", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/jpeg" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return app.request("/api/admin/gallery/photos", {
    method: "POST",
    body: form,
    headers: { "X-Admin-Request": "1", Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
}

async function storedBytes(app: App, url: string): Promise<Buffer> {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describeEachDatabase("gallery uploads, albums and the photo grid", (ctx) => {
  let app: App;
  let editor: AdminClient;
  let photo: Uint8Array;
  let albumYouth: GalleryAlbum;

  beforeAll(async () => {
    app = buildApp(ctx().database, ctx().webDistDir, { storage });
    editor = (await signedInClient(app, ctx().database.db, ["content:write"])).client;
    photo = await cameraJpeg(1800, 1200);
  });

  it("refuses visitors, admins without content:write and requests without the admin header", async () => {
    expect((await new AdminClient(app).get("/api/admin/gallery/albums")).status).toBe(401);
    expect((await uploadFiles(app, new AdminClient(app), [{ bytes: photo, name: "a.jpg" }])).status).toBe(401);
    const { client: organiser } = await signedInClient(app, ctx().database.db, ["events:write"]);
    expect((await organiser.get("/api/admin/gallery/photos")).status).toBe(403);
    expect((await uploadFiles(app, organiser, [{ bytes: photo, name: "a.jpg" }])).status).toBe(403);
    const noHeader = await editor.request("POST", "/api/admin/gallery/albums", { slug: "x", name: { en: "X", es: "X" } }, { "X-Admin-Request": "" });
    expect(noHeader.status).toBe(403);
  });

  it("keeps an album's two names, refuses a taken web address and lists only albums with photos publicly", async () => {
    const res = await editor.post("/api/admin/gallery/albums", {
      slug: "youth",
      name: { en: "Youth", es: "Jóvenes" },
      description: { en: "  Friday nights together. ", es: "" },
      sortOrder: 1,
    });
    expect(res.status).toBe(201);
    albumYouth = ((await res.json()) as { album: GalleryAlbum }).album;
    expect(albumYouth).toMatchObject({ slug: "youth", name: { en: "Youth", es: "Jóvenes" }, description: { en: "Friday nights together.", es: "" }, photoCount: 0, coverUrl: null });
    const tooLong = await editor.post("/api/admin/gallery/albums", { slug: "long", name: { en: "Long", es: "Larga" }, description: { en: "x".repeat(301), es: "" } });
    expect(tooLong.status).toBe(400);
    const taken = await editor.post("/api/admin/gallery/albums", { slug: "youth", name: { en: "Youth 2", es: "Jóvenes 2" } });
    expect(taken.status).toBe(409);
    const missingSpanish = await editor.post("/api/admin/gallery/albums", { slug: "choir", name: { en: "Choir", es: " " } });
    expect(((await missingSpanish.json()) as { error: { fields: Record<string, string[]> } }).error.fields["name.es"]).toEqual(["galleryAdmin.validation.nameEs"]);
    const publicAlbums = (await (await app.request("/api/gallery/albums")).json()) as GalleryAlbumList;
    expect(publicAlbums.albums).toEqual([]);
  });

  it("stores each good photo of a batch, reports the refused ones by name and reason, and strips the GPS location", async () => {
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const textAsJpeg = new TextEncoder().encode("Just some notes from Sunday, not a photo at all.");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const oversize = new Uint8Array(15 * 1024 * 1024 + 1);
    oversize.set(photo.subarray(0, 1000));
    const res = await uploadFiles(
      app,
      editor,
      [
        { bytes: photo, name: "IMG_2041_youth_night.jpg" },
        { bytes: textAsJpeg, name: "notes.jpg" },
        { bytes: svg, name: "logo.png", type: "image/png" },
        { bytes: oversize, name: "huge.jpg" },
        { bytes: await cameraJpeg(900, 600), name: "second.jpeg" },
      ],
      { albumId: albumYouth.id, eventDate: "2026-10-17" },
    );
    expect(res.status).toBe(201);
    const result = (await res.json()) as UploadResult;
    expect(result.uploaded.map((p) => p.title.en)).toEqual(["IMG 2041 youth night", "second"]);
    expect(result.uploaded[0]).toMatchObject({ albumId: albumYouth.id, eventDate: "2026-10-17", category: { en: "Youth", es: "Jóvenes" } });
    expect(result.failed).toEqual([
      { fileName: "notes.jpg", code: "not_an_image", message: "This file is not a photo (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF)." },
      { fileName: "logo.png", code: "not_an_image", message: "This file is not a photo (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF)." },
      { fileName: "huge.jpg", code: "file_too_large", message: "The file is too large (15 MB); the limit is 15 MB." },
    ]);

    const [row] = await ctx().database.db.select().from(mediaGallery).where(eq(mediaGallery.id, result.uploaded[0]?.id ?? ""));
    expect(row?.storageKeys).toHaveLength(3);
    expect(row?.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
    const thumbnail = await storedBytes(app, row?.thumbnailUrl ?? "");
    const large = await storedBytes(app, row?.imageUrl ?? "");
    const avif = await storedBytes(app, row?.imageAvifUrl ?? "");
    const [thumbMeta, largeMeta, avifMeta] = await Promise.all([thumbnail, large, avif].map((bytes) => sharp(bytes).metadata()));
    expect([thumbMeta?.format, largeMeta?.format, avifMeta?.format]).toEqual(["webp", "webp", "heif"]);
    expect(avifMeta?.compression).toBe("av1");
    expect([thumbMeta?.width, thumbMeta?.height]).toEqual([400, 267]);
    expect([largeMeta?.width, largeMeta?.height, row?.width, row?.height]).toEqual([1600, 1067, 1600, 1067]);
    expect(thumbnail.byteLength).toBeLessThan(40 * 1024);
    for (const meta of [thumbMeta, largeMeta, avifMeta]) {
      expect(meta?.exif).toBeUndefined();
      expect(exifHasGps(meta?.exif)).toBe(false);
    }
  });

  it("keeps a noisy photo's thumbnail under 40 KB and turns a sideways phone photo upright", async () => {
    const sideways = await cameraJpeg(1200, 800, { orientation: 6 });
    const res = await uploadFiles(app, editor, [{ bytes: sideways, name: "sideways.jpg" }]);
    const [uploaded] = ((await res.json()) as UploadResult).uploaded;
    expect([uploaded?.width, uploaded?.height]).toEqual([800, 1200]);
    const thumbnail = await storedBytes(app, uploaded?.thumbnailUrl ?? "");
    expect(thumbnail.byteLength).toBeLessThan(40 * 1024);
    expect((await sharp(thumbnail).metadata()).orientation).toBeUndefined();
  });

  it("responds 422 when no file of the batch could be stored, and 400 without files", async () => {
    const res = await uploadFiles(app, editor, [{ bytes: new TextEncoder().encode("%PDF-1.4 fake"), name: "bulletin.jpg" }]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as UploadResult).uploaded).toEqual([]);
    const none = await uploadFiles(app, editor, []);
    expect(none.status).toBe(400);
    const badAlbum = await uploadFiles(app, editor, [{ bytes: photo, name: "a.jpg" }], { albumId: "00000000-0000-4000-8000-000000000000" });
    expect(badAlbum.status).toBe(400);
  });

  it("pages the grid newest first without repeats, filters by album, and shows only images with an image_url", async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const same = minutesAgo(500);
    await ctx().database.db.insert(mediaGallery).values([
      ...Array.from({ length: 30 }, (_, i) => ({ title: `Archive ${i}`, imageUrl: `/p/a${i}.webp`, createdAt: i < 10 ? same : minutesAgo(600 + i) })),
      { title: "A clip", imageUrl: "/p/clip.mp4", mediaType: "video", createdAt: minutesAgo(400) },
      { title: "Nothing yet", imageUrl: "", createdAt: minutesAgo(400) },
      { title: "No url", imageUrl: null, createdAt: minutesAgo(400) },
    ]);
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const page = (await (await app.request(`/api/gallery/photos?limit=7${cursor ? `&cursor=${cursor}` : ""}`)).json()) as GalleryPage;
      seen.push(...page.items.map((p) => p.title));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(5); // 3 uploads + 30 archive photos, 7 a page
    expect(new Set(seen).size).toBe(33);
    expect(seen.slice(0, 3)).toEqual(["sideways", "second", "IMG 2041 youth night"]);
    expect(seen).not.toContain("A clip");
    expect(seen).not.toContain("Nothing yet");

    const youth = (await (await app.request("/api/gallery/photos?album=youth")).json()) as GalleryPage;
    expect(youth.items.map((p) => p.title)).toEqual(["second", "IMG 2041 youth night"]);
    expect(youth.nextCursor).toBeNull();
    expect(youth.items[0]).toMatchObject({ category: "Youth", es: { category: "Jóvenes" }, eventDate: "2026-10-17", width: 900, height: 600 });
    expect(youth.items[0]?.imageAvifUrl).toMatch(/^\/uploads\/gallery\/.+-1600\.avif$/);

    expect((await app.request("/api/gallery/photos?album=nobody")).status).toBe(404);
    expect((await app.request("/api/gallery/photos?cursor=bm90LWEtY3Vyc29y")).status).toBe(400);
    expect((await app.request("/api/gallery/photos?limit=49")).status).toBe(400);

    const recent = (await (await app.request("/api/gallery?limit=4")).json()) as GalleryList;
    expect(recent.items.map((p) => p.title).slice(0, 3)).toEqual(["sideways", "second", "IMG 2041 youth night"]);
    expect(recent.items[3]?.title).toMatch(/^Archive \d$/); // ten archive photos share the newest archive time
    const albums = (await (await app.request("/api/gallery/albums")).json()) as GalleryAlbumList;
    expect(albums.albums).toMatchObject([{ slug: "youth", photoCount: 2, coverUrl: youth.items[0]?.thumbnailUrl }]);
  });

  it("edits a photo's texts in both languages and deletes it with its files after the album goes", async () => {
    const list = (await (await editor.get(`/api/admin/gallery/photos?album=${albumYouth.id}`)).json()) as { photos: AdminPhoto[]; total: number };
    expect(list.total).toBe(2);
    const target = list.photos[0];
    if (!target) throw new Error("no photo");
    const edit = await editor.request("PUT", `/api/admin/gallery/photos/${target.id}`, {
      title: { en: "Youth Night Games", es: "Juegos de la noche de jóvenes" },
      description: { en: "Relay races in the hall.", es: "Carreras de relevos en el salón." },
      category: { en: "Youth", es: "Jóvenes" },
      eventDate: "2026-10-18",
      albumId: albumYouth.id,
    });
    expect(edit.status).toBe(200);
    const page = (await (await app.request("/api/gallery/photos?album=youth")).json()) as GalleryPage;
    expect(page.items[0]).toMatchObject({ title: "Youth Night Games", description: "Relay races in the hall.", es: { title: "Juegos de la noche de jóvenes", description: "Carreras de relevos en el salón." } });

    const cover = await editor.request("PUT", `/api/admin/gallery/albums/${albumYouth.id}`, { slug: "youth", name: albumYouth.name, coverPhotoId: target.id });
    expect(((await cover.json()) as { album: GalleryAlbum }).album.coverPhotoId).toBe(target.id);

    expect((await editor.request("DELETE", `/api/admin/gallery/albums/${albumYouth.id}`)).status).toBe(204);
    const [kept] = await ctx().database.db.select().from(mediaGallery).where(eq(mediaGallery.id, target.id));
    expect(kept?.albumId).toBeNull();

    expect((await editor.request("DELETE", `/api/admin/gallery/photos/${target.id}`)).status).toBe(204);
    expect((await app.request(target.thumbnailUrl ?? "")).status).toBe(404);
    expect((await app.request(target.imageUrl)).status).toBe(404);
    expect((await editor.request("DELETE", `/api/admin/gallery/photos/${target.id}`)).status).toBe(404);
  });
});
