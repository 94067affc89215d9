import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "../../scripts/reliability/scratch-database";
import { openDatabase, type Database } from "../../src/server/db/client";
import { directoryPeople } from "../../src/server/db/schema/directory";
import { emailQueue } from "../../src/server/db/schema/email";
import type { ChatEvent } from "../../src/shared/chat";
import type { EventList } from "../../src/shared/events";
import type { EmailCampaign } from "../../src/shared/email-campaigns";
import type { GalleryPage, UploadResult } from "../../src/shared/gallery";
import { createTestAdmin, totpCode } from "./support/admin";
import { startLocalS3, type LocalS3 } from "./support/s3-server";
import { startServerProcess, type ServerProcess } from "./support/server-process";
import { startSmtpSink } from "./support/smtp-sink";
import { SseReader } from "./support/sse";

/**
 * Issue 12, "past one machine": two real server processes (production mode, two ports) share one PostgreSQL
 * database and one S3 bucket, as several instances behind a load balancer do. A visitor's requests may land on
 * either; this checks that sessions, uploads, the live chat and the bulk email queue do not care which.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** The load balancer's address: links in emails and the Origin the site's pages send. */
const PUBLIC_URL = "http://church.test";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A browser behind the load balancer: one cookie jar, whichever instance answers. It sends the site's Origin
 * (the member and admin APIs refuse other origins) and the admin portal's request header.
 */
class Visitor {
  constructor(private readonly cookies = new Map<string, string>()) {}

  /** Another browser holding the same cookies (a copy kept from before a sign-out). */
  copy(): Visitor {
    return new Visitor(new Map(this.cookies));
  }

  async request(server: ServerProcess, url: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<Response> {
    const headers = new Headers({ Origin: PUBLIC_URL, "X-Admin-Request": "1" });
    if (init.json !== undefined) headers.set("Content-Type", "application/json");
    if (this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(`${server.base}${url}`, {
      method: init.method ?? (init.json === undefined && !init.form ? "GET" : "POST"),
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T>(server: ServerProcess, url: string, init: { method?: string; json?: unknown; form?: FormData } = {}) {
    const response = await this.request(server, url, init);
    return { status: response.status, body: (await response.json()) as T };
  }
}

/** The files s3rver keeps for the bucket (each object is `<key>._S3rver_object` under the bucket's folder). */
function objectsInBucket(s3: LocalS3): string[] {
  const dir = path.join(s3.directory, s3.options.bucket);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith("._S3rver_object"))
    .map((name) => name.slice(0, -"._S3rver_object".length));
}

describe.skipIf(!TEST_DATABASE_URL)("two server instances on one PostgreSQL database and one S3 bucket", () => {
  let s3: LocalS3;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs: string[] = [];
  const admin = new Visitor();

  beforeAll(async () => {
    [s3, sink, scratch] = await Promise.all([startLocalS3(), startSmtpSink(), scratchDatabase(TEST_DATABASE_URL ?? "", "church_multi")]);
    const [portA, portB] = await Promise.all([freePort(), freePort()]);
    const shared = {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: scratch.url,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      PUBLIC_URL,
      SMTP_URL: sink.url,
      MAIL_FROM: "Living Water <news@church.test>",
      // Long enough that only the servers telling each other (lib/http/cache-sync.ts) can explain a fresh read.
      PUBLIC_CACHE_SECONDS: "600",
      ...s3.env,
    };
    const instance = (port: number) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "church-multi-"));
      dataDirs.push(dataDir);
      return startServerProcess({ ...shared, PORT: String(port), DATA_DIR: dataDir });
    };
    // Both start at once on the empty database, as a deployment rolls out: one migrates and seeds, the other waits.
    const started = await Promise.allSettled([instance(portA), instance(portB)]);
    const failed = started.find((s) => s.status === "rejected");
    if (failed) {
      await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
      throw failed.reason;
    }
    [a, b] = started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];

    database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
    const account = await createTestAdmin(database.db, ["content:write", "email:read", "email:send", "events:write"]);
    const login = await admin.request(a, "/api/admin/auth/login", { json: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    const verified = await admin.request(a, "/api/admin/auth/verify-2fa", { json: { token: await totpCode(account.secret) } });
    expect(verified.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
    await Promise.all([s3?.stop(), sink?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    // A clean SIGTERM stop on both (0), also with the other instance still listening to the same channels.
    expect(codes, `${a?.output()}\n${b?.output()}`).toEqual([0, 0]);
  }, 30_000);

  it("a member signed in on one instance is signed in on the other, and signing out on the other ends it on both", async () => {
    const email = `ruth-${randomBytes(3).toString("hex")}@church.test`;
    const password = "gleaning-in-the-fields";
    const ruth = new Visitor();
    const created = await ruth.request(a, "/api/account/sign-up", { json: { fullName: "Ruth Moab", email, password, language: "en" } });
    expect(created.status).toBe(201);
    await expect.poll(() => sink.messages.some((m) => m.to.includes(email)), { timeout: 10_000 }).toBe(true);
    const mail = sink.messages.find((m) => m.to.includes(email))?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
    const link = new URL(/http:\/\/church\.test\/api\/auth\/verify-email\S+/.exec(mail)?.[0] ?? "");
    // The confirmation link is followed through the other instance.
    expect((await ruth.request(b, link.pathname + link.search)).status).toBe(302);
    await ruth.request(b, "/api/auth/sign-out", { json: {} });

    expect((await ruth.request(a, "/api/auth/sign-in/email", { json: { email, password } })).status).toBe(200);
    const onB = await ruth.json<{ user: { email: string } | null }>(b, "/api/account/me");
    expect(onB.body.user?.email).toBe(email);
    // The copy proves a point only if it carries the session that signing out ends.
    expect((await ruth.copy().json<{ user: { email: string } | null }>(a, "/api/account/me")).body.user?.email).toBe(email);

    const stolenCookie = ruth.copy();
    expect((await ruth.request(b, "/api/auth/sign-out", { json: {} })).status).toBe(200);
    const signedOutAt = Date.now();
    // The old cookie, replayed, is refused by both: sign-out removed the session row they share, and A, which
    // cached the session a moment ago, heard B clear it (lib/http/cache-sync.ts) before B responded.
    expect((await stolenCookie.json<{ user: unknown }>(b, "/api/account/me")).body.user).toBeNull();
    await expect.poll(async () => (await stolenCookie.json<{ user: unknown }>(a, "/api/account/me")).body.user, { timeout: 1000, interval: 10 }).toBeNull();
    expect(Date.now() - signedOutAt).toBeLessThan(1000);
  });

  it("a photo uploaded through one instance is kept in the bucket, not on its disk, and served by the other", async () => {
    const before = new Set(objectsInBucket(s3));
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2f6f4f" } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("files", new File([new Uint8Array(photo)], "harvest-supper.jpg", { type: "image/jpeg" }));
    const uploaded = await admin.json<UploadResult>(a, "/api/admin/gallery/photos", { form });
    expect(uploaded.status).toBe(201);
    const stored = uploaded.body.uploaded[0];
    if (!stored) throw new Error("no photo stored");

    const newObjects = objectsInBucket(s3).filter((key) => !before.has(key));
    const key = stored.imageUrl.replace(/^\/uploads\//, "");
    expect(newObjects).toContain(key);
    // Nothing went to either instance's DATA_DIR/uploads.
    for (const dir of dataDirs) expect(existsSync(path.join(dir, "uploads", key))).toBe(false);

    // The other instance lists the photo in the public gallery and serves its files from the bucket.
    const gallery = await new Visitor().json<GalleryPage>(b, "/api/gallery/photos");
    const listed = gallery.body.items.find((item) => item.id === stored.id);
    expect(listed?.imageUrl).toBe(stored.imageUrl);
    const served = await fetch(`${b.base}${stored.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(900);
  });

  it("a chat message posted on one instance reaches a viewer connected to the other", async () => {
    const live = await admin.request(a, "/api/admin/sermons/live", {
      method: "PUT",
      json: { provider: "youtube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", liveNow: true, serviceMinutes: 90 },
    });
    expect(live.status).toBe(200);

    const viewer = new SseReader(await fetch(`${b.base}/api/watch/chat/stream`));
    try {
      const email = `boaz-${randomBytes(3).toString("hex")}@church.test`;
      const boaz = new Visitor();
      expect((await boaz.request(b, "/api/account/sign-up", { json: { fullName: "Boaz Bethlehem", email, password: "kinsman-redeemer-42", language: "en" } })).status).toBe(201);
      await expect.poll(() => sink.messages.some((m) => m.to.includes(email)), { timeout: 10_000 }).toBe(true);
      const mail = sink.messages.find((m) => m.to.includes(email))?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
      const link = new URL(/http:\/\/church\.test\/api\/auth\/verify-email\S+/.exec(mail)?.[0] ?? "");
      // Following the link signs Boaz in (autoSignInAfterVerification).
      await boaz.request(a, link.pathname + link.search);

      const body = `Grace and peace from instance A ${randomBytes(2).toString("hex")}`;
      const posted = await boaz.request(a, "/api/watch/chat/messages", { json: { body } });
      expect(posted.status).toBe(201);
      const event = await viewer.waitFor((e) => e.event === "message" && (JSON.parse(e.data) as ChatEvent).type === "message", 5000);
      expect(JSON.parse(event.data)).toMatchObject({ type: "message", message: { body, displayName: "Boaz Bethlehem" } });
    } finally {
      await viewer.close();
    }
  });

  it("an event changed on one instance is read new from the other within a second, though both cache public responses", async () => {
    type Listing = EventList;
    const guest = new Visitor();
    const before = await guest.json<Listing>(b, "/api/events");
    expect(before.status).toBe(200);
    const target = before.body.occurrences.find((e) => !e.cancelled && !e.recurring);
    expect(target, "the demo calendar has a one-off event").toBeDefined();
    // Asked again, B responds from its cache: the proof that what follows is not a cache miss.
    expect((await guest.request(b, "/api/events")).headers.get("etag")).toBeTruthy();

    const cancelled = await admin.request(a, `/api/admin/events/${target?.eventId}/cancel`, { method: "POST", json: {} });
    expect(cancelled.status).toBe(200);
    const changedAt = Date.now();
    await expect
      .poll(async () => (await guest.json<Listing>(b, "/api/events")).body.occurrences.find((e) => e.eventId === target?.eventId)?.cancelled, {
        timeout: 1000,
        interval: 25,
      })
      .toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it("a bulk email is delivered exactly once while both instances' workers run", async () => {
    const ministry = `Harvest ${randomBytes(2).toString("hex")}`;
    const people = Array.from({ length: 30 }, (_, i) => ({ firstName: `Gleaner${i + 1}`, email: `gleaner${i + 1}-${ministry.slice(-4)}@example.org`, status: "member" as const, ministries: [ministry] }));
    await database.db.insert(directoryPeople).values(people);

    const sent = await admin.json<{ campaign: EmailCampaign }>(b, "/api/admin/email/campaigns", {
      json: { subject: { en: "Harvest supper", es: "Cena de cosecha" }, body: { en: "Join us **Saturday**.", es: "Acompáñanos el **sábado**." }, recipients: { kind: "ministry", ministry } },
    });
    expect(sent.status).toBe(201);
    const rows = () => database.db.select({ status: emailQueue.status }).from(emailQueue).where(eq(emailQueue.campaignId, sent.body.campaign.id));
    // Exactly once, not how fast: a busy CI machine has taken over 30 s to send the 30 (idle, about 6 s).
    await expect.poll(async () => (await rows()).every((r) => r.status === "sent"), { timeout: 80_000, interval: 250 }).toBe(true);
    expect(await rows()).toHaveLength(30);
    // A second worker that claimed the same rows would still be sending; give it a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const delivered = sink.messages.filter((m) => m.raw.includes("Harvest supper") || m.raw.includes("Cena de cosecha")).flatMap((m) => m.to);
    expect(delivered.sort()).toEqual(people.map((p) => p.email).sort());
  }, 90_000);
});
