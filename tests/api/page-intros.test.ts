import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentBlocks } from "../../src/server/db/schema/content";
import type { AdminContentBlock, PublishedContent } from "../../src/shared/content";
import { pageIntroKey, PAGE_INTROS, pageTitleKey } from "../../src/shared/content-blocks";
import { AdminClient, signedInClient } from "./support/admin";
import { openAtRelease } from "./support/older-release";
import { buildApp, databaseTargets, describeEachDatabase, fakeWebDist } from "./support/test-app";

/** SPEC.md section 2, the route table's Purpose column, quoted (checked against SPEC.md itself below when it is at hand). */
const ROUTE_TABLE_PURPOSES = [
  "Home",
  "Plan Your Visit",
  "Join the church",
  "Kingdom Builders Class",
  "About",
  "Bible Tools and Weekly Study Guide (prayers, devotionals, interactive Bible tools)",
  "Sermon archive by series and topic, downloadable study notes",
  "Events and calendar, special services, RSVP with one click",
  "Prayer Wall: share requests, others indicate they are praying",
  "Give Online: secure giving, recurring donations",
  "Redirects to /community",
  "Community hub: connect with members, discussions, volunteer sign-up, photo gallery",
  "Watch Live / Watch Online",
  "Store",
  "Member login",
  "Redirect target after sign-in by link or sign-up confirmation",
  "Profile settings",
  "Static routing check page with links to /admin and /admin/login",
];

/** SPEC.md lies in shared/ beside the repository (or beside a folder above it, for a worktree). */
function findSpec(): string | undefined {
  let dir = path.resolve(import.meta.dirname, "../..");
  for (;;) {
    const candidate = path.join(dir, "shared", "SPEC.md");
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replaceAll("&", "and")
    .replace(/[.!?…]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();

/** The cells that describe a page rather than name it ("Store" may well be the store's heading). */
const DESCRIPTIONS = ROUTE_TABLE_PURPOSES.filter((purpose) => /[:,(/]/.test(purpose) || purpose.split(" ").length > 3).map(normalise);

describe("SPEC.md's route table", () => {
  const spec = findSpec();
  it.skipIf(!spec)("is quoted word for word by this test", () => {
    const text = readFileSync(spec ?? "", "utf8");
    const table = text.slice(text.indexOf("| Route | Purpose |"), text.indexOf("Admin routes:"));
    const purposes = [...table.matchAll(/^\| \/[^|]* \| (.+?) \|$/gm)].map((match) => match[1]);
    expect(purposes).toEqual(ROUTE_TABLE_PURPOSES);
  });
});

describeEachDatabase("every public page opens with a heading and welcome the church writes", (ctx) => {
  let signedIn: Promise<AdminClient> | undefined;
  const editor = () => (signedIn ??= signedInClient(ctx().app, ctx().database.db, ["content:write"]).then(({ client }) => client));
  const publicContent = async () => (await (await ctx().app.request("/api/content")).json()) as PublishedContent;

  it("publishes warm words for each page in English and Spanish, none of them a sentence of the specification's route table", async () => {
    const content = await publicContent();
    for (const { id, path: page, picture } of PAGE_INTROS) {
      const title = content[pageTitleKey(id)];
      const intro = content[pageIntroKey(id)];
      expect(title, page).toBeDefined();
      expect(intro, page).toBeDefined();
      for (const language of ["en", "es"] as const) {
        const heading = title?.[language] ?? "";
        const welcome = intro?.[language] ?? "";
        expect(heading.trim(), `${page} ${language} heading`).not.toBe("");
        // A welcome is a sentence or two for people, not a label.
        expect(welcome.split(/\s+/).length, `${page} ${language} welcome`).toBeGreaterThanOrEqual(12);
        for (const text of [heading, welcome]) expect(DESCRIPTIONS, `${page} ${language}: ${text}`).not.toContain(normalise(text));
        for (const description of DESCRIPTIONS) expect(normalise(welcome), `${page} ${language}`).not.toContain(description);
        // The route table's shape, "Prayer Wall: share requests, ...", in either language.
        expect(normalise(welcome).startsWith(`${normalise(heading)}:`), `${page} ${language}: ${welcome}`).toBe(false);
      }
      expect(intro?.es, `${page} is translated`).not.toBe(intro?.en);
      expect(intro?.image ? "with picture" : "without picture", page).toBe(picture ? "with picture" : "without picture");
    }
  });

  it("lets an admin rewrite each page's heading and welcome in both languages: a draft first, live once published", async () => {
    const client = await editor();
    for (const { id, path: page } of PAGE_INTROS) {
      const before = (await publicContent())[pageIntroKey(id)];
      const intro = { en: `Welcome to ${page}, friend.`, es: `Bienvenido a ${page}, amigo.`, image: before?.image ?? null };
      const draft = await client.request("PUT", `/api/admin/content/blocks/${pageIntroKey(id)}`, intro);
      expect(draft.status, page).toBe(200);
      expect(((await draft.json()) as { block: AdminContentBlock }).block.status, page).toBe("draft");
      expect((await publicContent())[pageIntroKey(id)], page).toEqual(before);

      const published = await client.post(`/api/admin/content/blocks/${pageIntroKey(id)}/publish`, intro);
      expect(((await published.json()) as { block: AdminContentBlock }).block.status, page).toBe("published");
      const heading = await client.post(`/api/admin/content/blocks/${pageTitleKey(id)}/publish`, { en: `Page ${page}`, es: `Página ${page}` });
      expect(heading.status, page).toBe(200);
      const content = await publicContent();
      expect(content[pageIntroKey(id)], page).toEqual(intro);
      expect(content[pageTitleKey(id)], page).toEqual({ en: `Page ${page}`, es: `Página ${page}`, image: null });
    }
  });

  it("keeps a heading short and a welcome to one paragraph", async () => {
    const client = await editor();
    const long = await client.post(`/api/admin/content/blocks/${pageTitleKey("prayer")}/publish`, { en: "x".repeat(81), es: "y" });
    expect(long.status).toBe(400);
    const paragraphs = await client.post(`/api/admin/content/blocks/${pageIntroKey("prayer")}/publish`, { en: "One.\n\nTwo.", es: "Uno." });
    expect(paragraphs.status).toBe(400);
    const picture = await client.post(`/api/admin/content/blocks/${pageIntroKey("prayer")}/publish`, { en: "a", es: "b", image: "/uploads/content/x.webp" });
    expect(picture.status).toBe(400);
  });

  it("stores an uploaded page picture upright, cropped to 4:3 and in the two widths the page asks for", async () => {
    const client = await editor();
    const tall = await sharp({ create: { width: 1200, height: 2000, channels: 3, background: "#2a9d8f" } }).jpeg().toBuffer();
    const uploaded = await client.upload("/api/admin/content/uploads?kind=picture", new Uint8Array(tall), "welcome.jpg");
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/content\/pictures\/.+-1280\.webp$/);
    for (const [address, width, height] of [
      [url, 1280, 960],
      [url.replace(/-1280\.webp$/, "-640.webp"), 640, 480],
    ] as const) {
      const served = await ctx().app.request(address);
      expect(served.status, address).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif], address).toEqual(["webp", width, height, undefined]);
    }
    const svg = await client.upload("/api/admin/content/uploads?kind=picture", new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.svg");
    expect(svg.status).toBe(415);
    const published = await client.post(`/api/admin/content/blocks/${pageIntroKey("planVisit")}/publish`, { en: "Hello!", es: "¡Hola!", image: url });
    expect(published.status).toBe(200);
    expect((await publicContent())[pageIntroKey("planVisit")]?.image).toBe(url);
  });
});

for (const target of databaseTargets()) {
  describe(`an existing install upgrading [${target.name}]`, () => {
    let opened: Awaited<ReturnType<typeof openAtRelease>> | undefined;
    const webDist = fakeWebDist();
    beforeAll(async () => {
      opened = await openAtRelease(target, "_page_intros");
    });
    afterAll(async () => {
      await opened?.dispose();
      rmSync(webDist, { recursive: true, force: true });
    });

    it("gets every page's heading and welcome, and an /about story whose editor shows what the site shows", async () => {
      if (!opened) throw new Error("not opened");
      const { db } = opened.database;
      const story = async () => (await db.select().from(contentBlocks).where(eq(contentBlocks.key, "about.story")))[0];
      // What 0015 left: the site shows "Living Water Home Church began...", the editor "Our church began...".
      const old = await story();
      expect(old?.draft.en).toMatch(/^Our church began/);
      expect(old?.published?.en).toMatch(/^Living Water Home Church began/);
      // A draft an admin really wrote before the upgrade.
      await db.update(contentBlocks).set({ draft: { en: "Our own draft", es: "Nuestro borrador", image: null } }).where(eq(contentBlocks.key, "home.hero.welcome"));

      await opened.upgrade();

      const app = buildApp(opened.database, webDist);
      const content = (await (await app.request("/api/content")).json()) as PublishedContent;
      for (const { id } of PAGE_INTROS) {
        expect(content[pageTitleKey(id)]?.en, id).toBeTruthy();
        expect(content[pageIntroKey(id)]?.es, id).toBeTruthy();
      }
      const fixed = await story();
      expect(fixed?.draft).toEqual(fixed?.published);
      expect(fixed?.draft.en).toMatch(/^Living Water Home Church began/);

      const { client } = await signedInClient(app, db, ["content:write"]);
      const blocks = ((await (await client.get("/api/admin/content/blocks")).json()) as { blocks: AdminContentBlock[] }).blocks;
      const byKey = new Map(blocks.map((block) => [block.key, block]));
      expect(byKey.get("about.story")?.status).toBe("published");
      expect(byKey.get("home.hero.welcome")).toMatchObject({ status: "draft", draft: { en: "Our own draft" }, published: { en: expect.stringContaining("Fresno") } });
      expect(byKey.get(pageIntroKey("prayer"))?.status).toBe("published");
      // Every block the admin calls published is exactly what visitors get.
      for (const block of blocks.filter((b) => b.status === "published")) expect(content[block.key], block.key).toEqual(block.draft);
      const revisions = (await (await client.get(`/api/admin/content/blocks/${pageIntroKey("give")}/revisions`)).json()) as { revisions: unknown[] };
      expect(revisions.revisions).toHaveLength(1);
    });
  });
}
