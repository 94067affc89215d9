import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { importBibles } from "../../src/server/features/bible/import";
import { createLocalStorage } from "../../src/server/lib/storage/local-storage";
import type { SermonPage } from "../../src/shared/sermons";
import { type AdminClient, signedInClient } from "./support/admin";
import { type Browser, ORIGIN, signUpConfirmed } from "./support/auth-client";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

/**
 * Who may embed what the site serves (issue 50, item 2), by Cross-Origin-Resource-Policy: public media (sermon
 * audio, video, notes and artwork, the podcast artwork, gallery photos, page pictures, event and product images)
 * is `cross-origin`, so a web podcast player or another church's page may load it; a member's own files, an admin's
 * exports and every JSON response of the API stay `same-origin`. The media is not listed by hand: it is every file
 * the public API and the podcast feed name, on the demo congregation and with a photo and a page picture uploaded.
 */

const root = mkdtempSync(path.join(tmpdir(), "church-corp-"));
const storage = createLocalStorage(path.join(root, "uploads"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const CORP = "cross-origin-resource-policy";

/** An address of a file: a path on the site (or the site's address in full) naming a photo, a clip, audio or a PDF. */
const MEDIA_ADDRESS = /^(?:https?:\/\/[^/]+)?(\/[^?#"\s]*(?:\.(?:webp|avif|png|jpe?g|gif|mp3|m4a|mp4|webm|pdf)|\/notes))$/i;

/** Every media address in a JSON response or a feed, with where it was found. */
function mediaIn(text: string, where: string, found: Map<string, string>) {
  const strings: string[] = [];
  try {
    const walk = (value: unknown): void => {
      if (typeof value === "string") strings.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(JSON.parse(text));
  } catch {
    // A feed: its enclosures and images.
    strings.push(...[...text.matchAll(/(?:url|href)="([^"]+)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&")));
  }
  for (const value of strings) {
    const address = MEDIA_ADDRESS.exec(value)?.[1];
    if (address && !found.has(address)) found.set(address, where);
  }
}

/** What each kind of public media looks like, and that the demo and the uploads name at least one of each. */
const KINDS: Array<[string, RegExp]> = [
  ["sermon audio", /^\/uploads\/sermons\/audio\/.+\.mp3$/],
  ["sermon video", /^\/demo\/videos\/.+\.mp4$/],
  ["sermon notes", /^\/api\/sermons\/[^/]+\/notes$/],
  ["series artwork", /^\/uploads\/sermons\/artwork\//],
  ["podcast artwork", /^\/api\/sermons\/podcast-artwork\.png$/],
  ["demo gallery photo", /^\/demo\/gallery\//],
  ["uploaded gallery photo", /^\/uploads\/gallery\//],
  ["page picture", /^\/demo\/pages\//],
  ["uploaded page picture", /^\/uploads\/content\/pictures\//],
  ["event image", /^\/demo\/events\//],
  ["product image", /^\/uploads\/store\/products\//],
];

describeEachDatabase("who may embed what the site serves", (ctx) => {
  let app: ReturnType<typeof buildApp>;
  let admin: AdminClient;
  let member: Browser;
  const media = new Map<string, string>();

  beforeAll(async () => {
    expect(await seedDemoContent(ctx().database.db, storage)).toBe(true);
    // A member's study export reads the reading plans, which need the Bible texts.
    await importBibles(ctx().database.db);
    // The built app's public folder with the real demo photos and clips in it.
    symlinkSync(path.resolve(import.meta.dirname, "../../public/demo"), path.join(ctx().webDistDir, "demo"));
    app = buildApp(ctx().database, ctx().webDistDir, { storage });
    const withStorage = (): TestContext => ({ ...ctx(), app });

    ({ client: admin } = await signedInClient(app, ctx().database.db, ["content:write", "giving:read", "members:read"]));
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a6f97" } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("files", new File([new Uint8Array(photo)], "baptism.jpg", { type: "image/jpeg" }));
    const uploaded = await app.request("/api/admin/gallery/photos", {
      method: "POST",
      body: form,
      headers: { "X-Admin-Request": "1", Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(uploaded.status).toBe(201);
    const picture = await admin.upload("/api/admin/content/uploads?kind=picture", new Uint8Array(photo), "welcome.jpg");
    expect(picture.status).toBe(201);
    mediaIn(await picture.text(), "an uploaded page picture", media);

    member = await signUpConfirmed(withStorage, { fullName: "Lydia Member", email: "lydia@church.test", password: "lydia-member-password" });
    expect((await member.json("/api/auth/sign-in/email", { json: { email: "lydia@church.test", password: "lydia-member-password" } })).status).toBe(200);

    // Every file the public API names: each GET route without parameters, each sermon, and the podcast feed.
    const publicReads = new Set(
      app.routes
        .filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !/[:*]/.test(r.path) && !/\/(admin|me|my-study)\b/.test(r.path))
        .map((r) => r.path),
    );
    publicReads.delete("/api/watch/chat/stream");
    for (const address of publicReads) {
      const res = await app.request(address);
      if (res.status === 200) mediaIn(await res.text(), address, media);
    }
    const sermons = (await (await app.request("/api/sermons")).json()) as SermonPage;
    for (const { slug } of sermons.sermons) mediaIn(await (await app.request(`/api/sermons/${slug}`)).text(), `/api/sermons/${slug}`, media);
  }, 120_000);

  const served = (address: string, headers: Record<string, string> = {}, method = "GET") => app.request(address, { method, headers: { Origin: "https://another-church.example", ...headers } });

  it("finds every kind of public media in what the public API and the podcast feed name", () => {
    const addresses = [...media.keys()];
    for (const [kind, pattern] of KINDS) expect(addresses.filter((a) => pattern.test(a)), kind).not.toEqual([]);
  });

  it("lets another site embed each file: cross-origin on the whole file, on a byte range (206), past its end (416) and on a HEAD", async () => {
    expect(media.size).toBeGreaterThan(40);
    for (const [address, where] of media) {
      const what = `${address} (named by ${where})`;
      const whole = await served(address);
      await whole.arrayBuffer();
      expect(whole.status, what).toBe(200);
      expect(whole.headers.get(CORP), what).toBe("cross-origin");

      // A player seeking, a podcast app resuming, a PDF reader fetching a page.
      const part = await served(address, { Range: "bytes=1-8" });
      expect((await part.arrayBuffer()).byteLength, what).toBe(8);
      expect(part.status, what).toBe(206);
      expect(part.headers.get("content-range"), what).toMatch(/^bytes 1-8\/\d+$/);
      expect(part.headers.get(CORP), what).toBe("cross-origin");

      // A podcast app resuming a download it already finished: the 416 is readable from that site too.
      const past = await served(address, { Range: "bytes=999999999-" });
      await past.arrayBuffer();
      expect(past.status, what).toBe(416);
      expect(past.headers.get(CORP), what).toBe("cross-origin");

      const head = await served(address, {}, "HEAD");
      expect(head.status, what).toBe(200);
      expect(head.headers.get(CORP), what).toBe("cross-origin");
    }
  });

  it("keeps a member's own files and an admin's exports same-origin", async () => {
    const year = new Date().getFullYear();
    const privateFiles: Array<[string, () => Promise<Response>]> = [
      ["a giving statement", () => member.request(`/api/giving/me/statements/${year}`)],
      ["a member's study export", () => member.request("/api/my-study/export")],
      ["a member's study export as CSV", () => member.request("/api/my-study/export?format=csv")],
      ["the gifts export", () => admin.get("/api/admin/giving/gifts.csv")],
      ["the year's statements", () => admin.get(`/api/admin/giving/statements/${year}.zip`)],
      ["the directory export", () => admin.get("/api/admin/directory/export.csv")],
    ];
    for (const [what, fetchFile] of privateFiles) {
      const res = await fetchFile();
      await res.arrayBuffer();
      expect(res.status, what).toBe(200);
      expect(res.headers.get("content-disposition"), what).toMatch(/^attachment/);
      expect(res.headers.get(CORP), what).toBe("same-origin");
    }
  });

  it("keeps every JSON response of the API same-origin: a guest's, a member's, an admin's", async () => {
    const reads = [...new Set(app.routes.filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !/[:*]/.test(r.path)).map((r) => r.path))].filter(
      (address) => address !== "/api/watch/chat/stream",
    );
    let json = 0;
    for (const address of reads) {
      const res = address.startsWith("/api/admin/")
        ? await admin.get(address)
        : await member.request(address, { headers: { Origin: ORIGIN } });
      const body = await res.text();
      if (!res.headers.get("content-type")?.includes("application/json")) continue;
      json += 1;
      expect(res.headers.get(CORP), `${address} -> ${res.status} ${body.slice(0, 100)}`).toBe("same-origin");
    }
    expect(json).toBeGreaterThan(60);
  });
});
