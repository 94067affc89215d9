import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { createLocalStorage } from "../../src/server/lib/storage/local-storage";
import { type AdminSeries, type AdminSermon, type LiveState, type SermonDetail, type SermonFacets, speakerLabel } from "../../src/shared/sermons";
import { AdminClient, signedInClient } from "./support/admin";
import { buildApp, describeEachDatabase } from "./support/test-app";
import { wallClockOf } from "../../src/shared/date-format";

const root = mkdtempSync(path.join(tmpdir(), "church-sermons-admin-"));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const mp3 = new Uint8Array(4 * 144).map((_, i) => (i % 144 === 0 ? 0xff : i % 144 === 1 ? 0xfb : i % 144 === 2 ? 0x18 : i % 144 === 3 ? 0xc0 : 0));

function sermonInput(extra: Record<string, unknown> = {}) {
  return {
    slug: "the-good-shepherd",
    title: { en: "The Good Shepherd", es: "El buen pastor" },
    summary: { en: "Jesus knows his sheep by name.", es: "Jesús conoce a sus ovejas por nombre." },
    preachedOn: "2026-11-22",
    speaker: "Guest Preacher",
    seriesSlug: "home-together",
    topics: ["hope"],
    scripture: ["John 10:1-18", "Salmo 23"],
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    published: false,
    ...extra,
  };
}

/** A multipart upload with the admin's cookies and the portal's request header. */
async function upload(app: ReturnType<typeof buildApp>, client: AdminClient, url: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name));
  return app.request(url, {
    method: "POST",
    body: form,
    headers: { "X-Admin-Request": "1", Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
}

describeEachDatabase("admins edit sermons, series and the live stream", (ctx) => {
  let app: ReturnType<typeof buildApp>;
  let signedIn: Promise<AdminClient> | undefined;
  const editor = () => (signedIn ??= signedInClient(app, ctx().database.db, ["content:write"]).then(({ client }) => client));
  let created: AdminSermon;

  beforeAll(async () => {
    await seedDemoContent(ctx().database.db, storage);
    app = buildApp(ctx().database, ctx().webDistDir, { storage });
  });

  it("refuses visitors, admins without content:write and requests without the admin header", async () => {
    expect((await new AdminClient(app).get("/api/admin/sermons/sermons")).status).toBe(401);
    const { client: other } = await signedInClient(app, ctx().database.db, ["settings:write"]);
    expect((await other.get("/api/admin/sermons/sermons")).status).toBe(403);
    const client = await editor();
    expect((await client.request("POST", "/api/admin/sermons/sermons", sermonInput(), { "X-Admin-Request": "" })).status).toBe(403);
  });

  it("creates a draft sermon, normalising its passages; visitors see it only once published", async () => {
    const client = await editor();
    const res = await client.post("/api/admin/sermons/sermons", sermonInput());
    expect(res.status).toBe(201);
    created = ((await res.json()) as { sermon: AdminSermon }).sermon;
    expect(created.scripture.map((s) => s.osis)).toEqual(["John.10.1-John.10.18", "Ps.23.1-Ps.23.6"]);
    expect(created.series?.slug).toBe("home-together");
    expect((await app.request("/api/sermons/the-good-shepherd")).status).toBe(404);

    const publish = await client.request("PUT", `/api/admin/sermons/sermons/${created.id}/published`, { published: true });
    expect(publish.status).toBe(200);
    const visible = (await (await app.request("/api/sermons/the-good-shepherd")).json()) as { sermon: SermonDetail };
    expect(visible.sermon.video).toMatchObject({ kind: "youtube", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" });
    // Searchable at once, in Spanish too, and by its topic's name.
    const search = (await (await app.request("/api/sermons?q=pastor&lang=es")).json()) as { sermons: { slug: string }[] };
    expect(search.sermons.map((s) => s.slug)).toContain("the-good-shepherd");
    const byTopic = (await (await app.request("/api/sermons?q=hope")).json()) as { sermons: { slug: string }[] };
    expect(byTopic.sermons.map((s) => s.slug)).toContain("the-good-shepherd");
    const audit = await ctx().database.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.targetId, String(created.id)));
    expect(audit.map((a) => a.action)).toEqual(["sermon.create", "sermon.publish"]);
  });

  it("gives a speaker a title in both languages, shown to Spanish readers as 'Obispo'", async () => {
    const client = await editor();
    const res = await client.post(
      "/api/admin/sermons/sermons",
      sermonInput({ slug: "bishop-speaks", seriesSlug: null, speaker: "Samuel Reyes", speakerTitle: { en: "Bishop", es: "Obispo" }, published: true }),
    );
    expect(res.status).toBe(201);
    const visible = (await (await app.request("/api/sermons/bishop-speaks")).json()) as { sermon: SermonDetail };
    expect(visible.sermon).toMatchObject({ speaker: "Samuel Reyes", speakerTitle: { en: "Bishop", es: "Obispo" } });
    expect(speakerLabel(visible.sermon, "es")).toBe("Obispo Samuel Reyes");
    expect(speakerLabel(visible.sermon, "en")).toBe("Bishop Samuel Reyes");
    const facets = (await (await app.request("/api/sermons/browse")).json()) as SermonFacets;
    expect(facets.speakers).toContainEqual({ name: "Samuel Reyes", title: { en: "Bishop", es: "Obispo" }, count: expect.any(Number) as number });

    const half = await client.post("/api/admin/sermons/sermons", sermonInput({ slug: "half-title", speakerTitle: { en: "Bishop", es: "" } }));
    expect(half.status).toBe(400);
    expect(((await half.json()) as { error: { fields: Record<string, string[]> } }).error.fields["speakerTitle.es"]?.[0]).toBe("sermonsAdmin.validation.speakerTitleBoth");
  });

  it("rejects broken video addresses, unreadable passages, unknown topics and a taken address with clear messages", async () => {
    const client = await editor();
    const broken = await client.post("/api/admin/sermons/sermons", sermonInput({ slug: "other", videoUrl: "https://youtube.com/watch?v=oops" }));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { fields: Record<string, string[]> } }).error.fields.videoUrl?.[0]).toBe("sermonsAdmin.validation.videoUrl");
    const passage = await client.post("/api/admin/sermons/sermons", sermonInput({ slug: "other", scripture: ["Hezekiah 4:2"] }));
    expect(((await passage.json()) as { error: { fields: Record<string, string[]> } }).error.fields["scripture.0"]?.[0]).toMatch(/couldn't read/);
    const topic = await client.post("/api/admin/sermons/sermons", sermonInput({ slug: "other", topics: ["astrology"] }));
    expect(topic.status).toBe(400);
    const taken = await client.post("/api/admin/sermons/sermons", sermonInput());
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe("slug_taken");
    const reserved = await client.post("/api/admin/sermons/sermons", sermonInput({ slug: "browse" }));
    expect(reserved.status).toBe(400);
  });

  it("saves a new sermon without an address: made from its English title, unique, and kept on an edit", async () => {
    const client = await editor();
    const input = sermonInput({ slug: undefined, title: { en: "¿Quién es mi prójimo? Luke 10", es: "¿Quién es mi prójimo? Lucas 10" } });
    const first = await client.post("/api/admin/sermons/sermons", input);
    expect(first.status).toBe(201);
    const made = ((await first.json()) as { sermon: AdminSermon }).sermon;
    expect(made.slug).toBe("quien-es-mi-projimo-luke-10");
    const second = ((await (await client.post("/api/admin/sermons/sermons", { ...input, slug: "" })).json()) as { sermon: AdminSermon }).sermon;
    expect(second.slug).toBe("quien-es-mi-projimo-luke-10-2");
    // An edit without an address keeps the one it has; one typed is used as typed.
    const edited = await client.request("PUT", `/api/admin/sermons/sermons/${second.id}`, { ...input, slug: undefined, speaker: "Pastor Ana" });
    expect(((await edited.json()) as { sermon: AdminSermon }).sermon).toMatchObject({ slug: "quien-es-mi-projimo-luke-10-2", speaker: "Pastor Ana" });
    const typed = await client.request("PUT", `/api/admin/sermons/sermons/${second.id}`, { ...input, slug: "neighbours" });
    expect(((await typed.json()) as { sermon: AdminSermon }).sermon.slug).toBe("neighbours");
    // A title that gives a reserved path gets another.
    const live = ((await (await client.post("/api/admin/sermons/sermons", { ...input, title: { en: "Live", es: "En vivo" } })).json()) as { sermon: AdminSermon }).sermon;
    expect(live.slug).toBe("live-2");
    for (const id of [made.id, second.id, live.id]) await client.request("DELETE", `/api/admin/sermons/sermons/${id}`);
  });

  it("uploads study notes and audio; the notes download and the podcast use them", async () => {
    const client = await editor();
    const notes = await upload(app, client, `/api/admin/sermons/sermons/${created.id}/files/notes`, pdf, "Shepherd notes.pdf");
    expect(notes.status).toBe(200);
    const withNotes = ((await notes.json()) as { sermon: AdminSermon }).sermon;
    expect(withNotes.notes).toMatchObject({ fileName: "the-good-shepherd-study-notes.pdf", size: pdf.byteLength });
    const download = await app.request("/api/sermons/the-good-shepherd/notes");
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain('filename="the-good-shepherd-study-notes.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const audio = await upload(app, client, `/api/admin/sermons/sermons/${created.id}/files/audio`, mp3, "Good Shepherd – Sunday.mp3");
    expect(audio.status).toBe(200);
    // Listed by the names they were uploaded under, not their stored keys ("5c5465d9a57d5412.mp3").
    const withAudio = ((await audio.json()) as { sermon: AdminSermon }).sermon;
    expect(withAudio.fileNames).toEqual({ notes: "Shepherd notes.pdf", audio: "Good Shepherd – Sunday.mp3", artwork: null });
    expect(withAudio.audio?.url).not.toContain("Good Shepherd");
    const feed = await (await app.request("/api/sermons/podcast.xml")).text();
    expect(feed).toContain(`length="${mp3.byteLength}" type="audio/mpeg"`);
  });

  it("refuses a file of the wrong type or too large, with a clear message, and keeps the old file", async () => {
    const client = await editor();
    const wrong = await upload(app, client, `/api/admin/sermons/sermons/${created.id}/files/notes`, new TextEncoder().encode("<html>notes</html>"), "notes.pdf");
    expect(wrong.status).toBe(415);
    const body = (await wrong.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("file_type_not_allowed");
    expect(body.error.message).toMatch(/not allowed/);
    const audioAsNotes = await upload(app, client, `/api/admin/sermons/sermons/${created.id}/files/notes`, mp3, "notes.pdf");
    expect(audioAsNotes.status).toBe(415);
    const missing = await app.request(`/api/admin/sermons/sermons/${created.id}/files/notes`, {
      method: "POST",
      body: new FormData(),
      headers: { "X-Admin-Request": "1", Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("file_missing");
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(pdf);
    const tooLarge = await upload(app, client, `/api/admin/sermons/sermons/${created.id}/files/notes`, big, "huge.pdf");
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe("file_too_large");
    const still = await app.request("/api/sermons/the-good-shepherd/notes");
    expect(new Uint8Array(await still.arrayBuffer())).toEqual(pdf);
  });

  it("edits a series and uploads its artwork, resized to WebP", async () => {
    const client = await editor();
    const list = ((await (await client.get("/api/admin/sermons/series")).json()) as { series: AdminSeries[] }).series;
    const series = list.find((s) => s.slug === "home-together");
    expect(series?.sermonCount).toBe(5);
    const png = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: "#225588" } }).png().toBuffer();
    const res = await upload(app, client, `/api/admin/sermons/series/${series?.id}/artwork`, new Uint8Array(png), "art.png");
    expect(res.status).toBe(200);
    const updated = ((await res.json()) as { series: AdminSeries[] }).series.find((s) => s.slug === "home-together");
    const art = await app.request(updated?.artworkUrl ?? "");
    expect(art.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await art.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it("gives a sermon its own picture in place of its series' artwork, and removing it brings the series' back", async () => {
    const client = await editor();
    const seriesArt = ((await (await client.get(`/api/admin/sermons/sermons/${created.id}`)).json()) as { sermon: AdminSermon }).sermon.artworkUrl;
    expect(seriesArt).toBeTruthy();
    const jpeg = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: "#884422" } }).jpeg().toBuffer();
    const res = await upload(app, client, `/api/admin/sermons/sermons/${created.id}/files/artwork`, new Uint8Array(jpeg), "shepherd.jpg");
    expect(res.status).toBe(200);
    const own = ((await res.json()) as { sermon: AdminSermon }).sermon;
    expect(own.ownArtwork?.url).toBe(own.artworkUrl);
    expect(own.artworkUrl).not.toBe(seriesArt);
    const picture = await app.request(own.artworkUrl ?? "");
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(1600);

    const pdfAsPicture = await upload(app, client, `/api/admin/sermons/sermons/${created.id}/files/artwork`, pdf, "art.jpg");
    expect(pdfAsPicture.status).toBe(415);

    const removed = await client.request("DELETE", `/api/admin/sermons/sermons/${created.id}/files/artwork`);
    const back = ((await removed.json()) as { sermon: AdminSermon }).sermon;
    expect(back).toMatchObject({ ownArtwork: null, artworkUrl: seriesArt });
    expect((await app.request(own.artworkUrl ?? "")).status).toBe(404);
  });

  it("switches the live stream on and off for /watch, and rejects a stream address of the wrong kind", async () => {
    const client = await editor();
    const wrong = await client.request("PUT", "/api/admin/sermons/live", { provider: "hls", url: "https://youtube.com/watch?v=dQw4w9WgXcQ", liveNow: true });
    expect(wrong.status).toBe(400);
    const on = await client.request("PUT", "/api/admin/sermons/live", { provider: "hls", url: "https://stream.example.org/live/index.m3u8", liveNow: true });
    expect(on.status).toBe(200);
    const live = (await (await app.request("/api/sermons/live")).json()) as LiveState;
    expect(live).toMatchObject({ live: true, reason: "admin", stream: { provider: "hls", src: "https://stream.example.org/live/index.m3u8" } });
    await client.request("PUT", "/api/admin/sermons/live", { provider: "hls", url: "https://stream.example.org/live/index.m3u8", liveNow: false, serviceMinutes: 15 });
    const off = (await (await app.request("/api/sermons/live")).json()) as LiveState;
    expect(off.nextService?.startsAt).toBeTruthy();
    expect(off.timeZone).toBe("America/Los_Angeles");
    // The next service on the church's clock, with the zone's name, for the countdown to write without Intl.
    const startsAt = new Date(off.nextService?.startsAt ?? "");
    expect(off.nextService?.startsLocal).toBe(wallClockOf(startsAt, "America/Los_Angeles"));
    expect(off.nextService?.zoneName).toEqual({ en: expect.stringMatching(/^P[SD]T$/), es: expect.stringMatching(/^P[SD]T$/) });
  });

  it("deletes a sermon and its files", async () => {
    const client = await editor();
    const before = ((await (await client.get(`/api/admin/sermons/sermons/${created.id}`)).json()) as { sermon: AdminSermon }).sermon;
    const audioUrl = before.audio?.url ?? "";
    expect((await app.request(audioUrl)).status).toBe(200);
    expect((await client.request("DELETE", `/api/admin/sermons/sermons/${created.id}`)).status).toBe(204);
    expect((await app.request("/api/sermons/the-good-shepherd")).status).toBe(404);
    expect((await app.request(audioUrl)).status).toBe(404);
  });
});
