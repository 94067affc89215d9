import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import type { AdminContentBlock, ContentRevision, ContentSummary, PublishedContent, VideosInput } from "../../src/shared/content";
import type { SiteSettings } from "../../src/shared/site";
import { AdminClient, signedInClient } from "./support/admin";
import { describeEachDatabase } from "./support/test-app";

const HERO = "/api/admin/content/blocks/home.hero.welcome";

describeEachDatabase("admins edit the public pages' text blocks and videos", (ctx) => {
  // One sign-in for the file: admin sign-ins are rate-limited per address.
  let signedIn: Promise<AdminClient> | undefined;
  const editor = () => (signedIn ??= signedInClient(ctx().app, ctx().database.db, ["content:write"]).then(({ client }) => client));
  const publicContent = async () => (await (await ctx().app.request("/api/content")).json()) as PublishedContent;
  const revisionsOf = async (client: AdminClient, key: string) =>
    ((await (await client.get(`/api/admin/content/blocks/${key}/revisions`)).json()) as { revisions: ContentRevision[] }).revisions;
  const put = (client: AdminClient, path: string, body: unknown) => client.request("PUT", path, body);

  it("serves the seeded texts publicly, revalidated on every load", async () => {
    expect(await seedDemoContent(ctx().database.db)).toBe(true);
    const res = await ctx().app.request("/api/content");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const content = (await res.json()) as PublishedContent;
    expect(content["home.hero.eyebrow"]).toEqual({ en: "Welcome home", es: "Bienvenido a casa", image: null });
    expect(content["leadership.bishop.name"]?.image).toBe("/demo/leadership/bishop.webp");
    const again = await ctx().app.request("/api/content", { headers: { "If-None-Match": res.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
  });

  it("refuses visitors without a session, admins without content:write, and requests without the admin header", async () => {
    const anonymous = new AdminClient(ctx().app);
    expect((await anonymous.get("/api/admin/content/blocks")).status).toBe(401);
    expect((await anonymous.post(`${HERO}/publish`, { en: "x", es: "y" })).status).toBe(401);
    const { client: eventsOnly } = await signedInClient(ctx().app, ctx().database.db, ["events:write"]);
    expect((await eventsOnly.get("/api/admin/content/blocks")).status).toBe(403);
    expect((await eventsOnly.post(`${HERO}/publish`, { en: "x", es: "y" })).status).toBe(403);
    expect((await eventsOnly.get("/api/admin/content/summary")).status).toBe(403);
    const client = await editor();
    const forged = await client.request("POST", `${HERO}/publish`, { en: "x", es: "y" }, { "X-Admin-Request": "" });
    expect(forged.status).toBe(403);
  });

  it("keeps a saved draft from visitors until it is published", async () => {
    const client = await editor();
    const saved = await put(client, HERO, { en: "Draft welcome", es: "Bienvenida en borrador" });
    expect(saved.status).toBe(200);
    const { block } = (await saved.json()) as { block: AdminContentBlock };
    expect(block).toMatchObject({ status: "draft", draft: { en: "Draft welcome" }, published: { en: expect.stringContaining("Fresno") } });
    expect((await publicContent())["home.hero.welcome"]?.en).toContain("Fresno");
    const summary = (await (await client.get("/api/admin/content/summary")).json()) as ContentSummary;
    expect(summary.draftsWaiting).toBe(1);
  });

  it("publishes a text: visitors see it at once, a revision is written and the publish is audited", async () => {
    const client = await editor();
    const published = await client.post(`${HERO}/publish`, { en: "Welcome, friend!", es: "¡Bienvenido, amigo!" });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { block: AdminContentBlock }).block).toMatchObject({ status: "published", publishedBy: expect.stringContaining("@") });
    expect((await publicContent())["home.hero.welcome"]).toEqual({ en: "Welcome, friend!", es: "¡Bienvenido, amigo!", image: null });

    const revisions = await revisionsOf(client, "home.hero.welcome");
    expect(revisions.map((r) => [r.reason, r.value.es])).toEqual([
      ["publish", "¡Bienvenido, amigo!"],
      ["publish", expect.stringContaining("Fresno")],
    ]);
    const audit = await ctx()
      .database.db.select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, "home.hero.welcome"))
      .orderBy(asc(adminAuditLog.createdAt));
    expect(audit).toEqual([{ action: "content.publish" }]);
    const summary = (await (await client.get("/api/admin/content/summary")).json()) as ContentSummary;
    expect(summary).toMatchObject({ draftsWaiting: 0, lastPublishedBy: expect.stringContaining("@") });
  });

  it("restores an older revision and keeps the current text, unpublished work included, as a revision", async () => {
    const client = await editor();
    await put(client, HERO, { en: "Unpublished idea", es: "Idea sin publicar" });
    const [, original] = await revisionsOf(client, "home.hero.welcome");
    expect(original?.value.en).toContain("Fresno");

    const restored = await client.post(`/api/admin/content/blocks/home.hero.welcome/revisions/${original?.id}/restore`);
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { block: AdminContentBlock }).block).toMatchObject({ status: "published", draft: { en: original?.value.en } });
    expect((await publicContent())["home.hero.welcome"]?.en).toBe(original?.value.en);

    const after = await revisionsOf(client, "home.hero.welcome");
    expect(after.slice(0, 3).map((r) => [r.reason, r.value.en])).toEqual([
      ["restore", original?.value.en],
      ["replaced", "Unpublished idea"],
      ["publish", "Welcome, friend!"],
    ]);
    const replaced = after[1];
    const undo = await client.post(`/api/admin/content/blocks/home.hero.welcome/revisions/${replaced?.id}/restore`);
    expect(((await undo.json()) as { block: AdminContentBlock }).block.draft.en).toBe("Unpublished idea");
  });

  it("responds 404 for a revision of another block and an unknown block", async () => {
    const client = await editor();
    const [heroRevision] = await revisionsOf(client, "home.hero.welcome");
    expect((await client.post(`/api/admin/content/blocks/footer.text/revisions/${heroRevision?.id}/restore`)).status).toBe(404);
    expect((await client.post("/api/admin/content/blocks/home.secret/publish", { en: "a", es: "b" })).status).toBe(400);
  });

  it("refuses a missing language, text over the block's limit, a picture on a text block and a script address", async () => {
    const client = await editor();
    const missing = await client.post(`${HERO}/publish`, { en: "Only English", es: " " });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toHaveProperty("es");
    const long = await client.post("/api/admin/content/blocks/home.hero.eyebrow/publish", { en: "x".repeat(61), es: "y" });
    expect(((await long.json()) as { error: { fields: Record<string, string[]> } }).error.fields.en).toEqual(["common.validation.tooLong"]);
    const picture = await client.post(`${HERO}/publish`, { en: "a", es: "b", image: "/uploads/content/a.webp" });
    expect(picture.status).toBe(400);
    const script = await client.post("/api/admin/content/blocks/leadership.bishop.name/publish", { en: "a", es: "b", image: "javascript:alert(1)" });
    expect(script.status).toBe(400);
    expect((await publicContent())["leadership.bishop.name"]?.en).toBe("Bishop Samuel Reyes");
  });

  it("uploads a leader's photo resized to WebP and publishes it with the name", async () => {
    const client = await editor();
    const png = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: "#1e3a8a" } }).png().toBuffer();
    const uploaded = await client.upload("/api/admin/content/uploads?kind=image", new Uint8Array(png), "bishop.png");
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await ctx().app.request(url);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 1600]);
    const published = await client.post("/api/admin/content/blocks/leadership.bishop.name/publish", { en: "Bishop Samuel Reyes", es: "Obispo Samuel Reyes", image: url });
    expect(published.status).toBe(200);
    expect((await publicContent())["leadership.bishop.name"]?.image).toBe(url);
    const notVideo = await client.upload("/api/admin/content/uploads?kind=video", new Uint8Array(png), "clip.mp4");
    expect(notVideo.status).toBe(415);
  });

  it("reorders the home playlist and replaces an announcement video; /api/site serves them at once", async () => {
    const client = await editor();
    const current = (await (await client.get("/api/admin/content/videos")).json()) as VideosInput;
    const [first, second, third] = current.homeVideos;
    if (!first || !second || !third) throw new Error("the demo playlist has three clips");
    const pie = { id: "pie-2026", title: { en: "Pie Night 2026", es: "Noche de pasteles 2026" }, sources: [{ src: "https://videos.example.org/pie.mp4", type: "video/mp4" }], poster: "/uploads/content/pie.webp" };
    const body = { homeVideos: [third, first, second], announcementVideos: [current.announcementVideos[0], pie, ...current.announcementVideos.slice(2)] };
    const saved = await put(client, "/api/admin/content/videos", body);
    expect(saved.status).toBe(200);
    const site = (await (await ctx().app.request("/api/site")).json()) as SiteSettings;
    expect(site.homeVideos.map((v) => v.id)).toEqual([third.id, first.id, second.id]);
    expect(site.announcementVideos[1]).toEqual(pie);

    const three = await put(client, "/api/admin/content/videos", { ...body, announcementVideos: body.announcementVideos.slice(0, 3) });
    expect(three.status).toBe(400);
    const html = await put(client, "/api/admin/content/videos", { ...body, homeVideos: [{ ...first, sources: [{ src: "http://evil.example/x.mp4", type: "video/mp4" }] }] });
    expect(html.status).toBe(400);
  });
});
