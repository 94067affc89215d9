import { eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, authUsers } from "../../src/server/db/schema/accounts";
import { pushQueue, pushSubscriptions } from "../../src/server/db/schema/push";
import { createPushWorker } from "../../src/server/features/push/queue";
import { checkLive, createNotify } from "../../src/server/features/push/notices";
import { createLogger } from "../../src/server/lib/logger";
import type { AdminHealth } from "../../src/shared/admin";
import type { PushPreferences, PushState } from "../../src/shared/push";
import { startPushService } from "../support/push-service";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { buildApp, describeEachDatabase } from "./support/test-app";

const logger = createLogger("silent");
const password = "correct horse battery";
const MINUTE = 60_000;
const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: "mailto:office@church.test" };

describeEachDatabase("Web Push: subscriptions, choices, the queue and the push service", (ctx) => {
  let app: ReturnType<typeof buildApp>;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let lydia: Browser;
  let silas: Browser;
  let sender: AdminClient;
  let clock = Date.now();
  const db = () => ctx().database.db;
  const worker = () =>
    createPushWorker({
      db: db(),
      logger,
      vapid,
      ratePerMinute: 100,
      // The test's clock moves forward only: never behind the database's own now() that stamps new rows.
      now: () => new Date((clock = Math.max(clock, Date.now()))),
    });
  const notify = () => createNotify(db(), () => {});

  /** The members' browsers talk to this test's app (loopback endpoints allowed). */
  const mine = () => ({ ...ctx(), app });
  const signIn = async (email: string) => {
    const browser = new Browser(mine);
    const signedIn = await browser.json("/api/auth/sign-in/email", { json: { email, password } });
    if (signedIn.status !== 200) throw new Error(`sign-in failed ${signedIn.status}`);
    return browser;
  };
  const subscribe = async (who: Browser) => {
    const sub = service.subscription();
    const saved = await who.json("/api/push/subscriptions", { json: { endpoint: sub.endpoint, keys: sub.keys } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return sub;
  };
  const announce = (title = { en: "Potluck Sunday", es: "Comida compartida el domingo" }) =>
    sender.post("/api/admin/push/announcements", { title, body: { en: "Bring a dish to share.", es: "Trae un plato para compartir." }, url: "/events" });

  beforeAll(async () => {
    service = await startPushService();
    // E2E_TEST_ROUTES lets the loopback stand-in's endpoints in, as the end-to-end server does.
    app = buildApp(ctx().database, ctx().webDistDir, { config: { E2E_TEST_ROUTES: true }, push: { publicKey: keys.publicKey, notify: createNotify(ctx().database.db, () => {}) } });
    await signUpConfirmed(ctx, { fullName: "Lydia Thyatira", email: "lydia@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Silas Companion", email: "silas@example.org", password });
    await db().update(authUsers).set({ language: "es" }).where(eq(authUsers.email, "silas@example.org"));
    lydia = await signIn("lydia@example.org");
    silas = await signIn("silas@example.org");
    sender = (await signedInClient(app, db(), ["email:send", "content:write"])).client;
  }, 180_000);
  afterAll(() => service.stop());

  it("gives anyone the public key and keeps the rest to signed-in members", async () => {
    const guest = new Browser(mine);
    expect((await guest.json<{ publicKey: string }>("/api/push/key")).body.publicKey).toBe(keys.publicKey);
    expect((await guest.json("/api/push")).status).toBe(401);
    const sub = service.subscription();
    expect((await guest.json("/api/push/subscriptions", { json: { endpoint: sub.endpoint, keys: sub.keys } })).status).toBe(401);
    expect((await guest.json("/api/push/preferences", { method: "PUT", json: { live: true, events: true, prayer: true, guides: true, announcements: true } })).status).toBe(401);
  });

  it("subscribes a browser, keeps the member's choices, and unsubscribes in one request", async () => {
    const fresh = await lydia.json<PushState>("/api/push");
    expect(fresh.body).toEqual({ publicKey: keys.publicKey, preferences: { live: true, events: true, prayer: true, guides: true, announcements: true }, endpoints: [] });

    const sub = await subscribe(lydia);
    expect((await lydia.json<PushState>("/api/push")).body.endpoints).toEqual([sub.endpoint]);
    // Silas cannot remove Lydia's browser, and does not see it.
    await silas.json("/api/push/unsubscribe", { json: { endpoint: sub.endpoint } });
    expect((await silas.json<PushState>("/api/push")).body.endpoints).toEqual([]);
    expect((await lydia.json<PushState>("/api/push")).body.endpoints).toEqual([sub.endpoint]);

    const prefs: PushPreferences = { live: true, events: false, prayer: true, guides: false, announcements: true };
    const saved = await lydia.json<{ preferences: PushPreferences }>("/api/push/preferences", { method: "PUT", json: prefs });
    expect(saved.body.preferences).toEqual(prefs);
    expect((await lydia.json<PushState>("/api/push")).body.preferences).toEqual(prefs);
    expect((await lydia.json("/api/push/preferences", { method: "PUT", json: { live: "yes" } })).status).toBe(400);

    const gone = await lydia.json<{ endpoints: string[] }>("/api/push/unsubscribe", { json: { endpoint: sub.endpoint } });
    expect(gone.body.endpoints).toEqual([]);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
  });

  it("accepts only push services' addresses and well-formed keys", async () => {
    const strict = buildApp(ctx().database, ctx().webDistDir);
    const member = new Browser(() => ({ ...ctx(), app: strict }));
    expect((await member.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password } })).status).toBe(200);
    const sub = service.subscription();
    const tryEndpoint = async (endpoint: string, k = sub.keys) => (await member.json("/api/push/subscriptions", { json: { endpoint, keys: k } })).status;
    // A member must not make the server POST into the church's own network.
    expect(await tryEndpoint(sub.endpoint)).toBe(400);
    expect(await tryEndpoint("https://192.168.1.1/push/abc")).toBe(400);
    expect(await tryEndpoint("https://fcm.googleapis.com.evil.example/fcm/send/abc")).toBe(400);
    expect(await tryEndpoint("https://fcm.googleapis.com/fcm/send/abc", { p256dh: "short", auth: sub.keys.auth })).toBe(400);
    expect(await tryEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(201);
    expect((await member.json("/api/push/unsubscribe", { json: { endpoint: "https://fcm.googleapis.com/fcm/send/abc" } })).status).toBe(200);
  });

  it("encrypts an admin's announcement for each browser in its member's language, and only to those who opted in", async () => {
    const lydiaSub = await subscribe(lydia);
    const silasSub = await subscribe(silas);
    await lydia.json("/api/push/preferences", { method: "PUT", json: { live: true, events: true, prayer: true, guides: true, announcements: true } });

    // Admin portal guard: the portal's header, and the email:send scope.
    const noHeader = await app.request("/api/admin/push/announcements", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: [...sender.cookies].map(([k, v]) => `${k}=${v}`).join("; "), Origin: "https://evil.example" },
      body: JSON.stringify({ title: { en: "x", es: "x" }, body: { en: "x", es: "x" } }),
    });
    expect(noHeader.status).toBe(403);
    const reader = (await signedInClient(app, db(), ["email:read"])).client;
    expect((await reader.post("/api/admin/push/announcements", { title: { en: "x", es: "x" }, body: { en: "x", es: "x" } })).status).toBe(403);
    expect((await sender.post("/api/admin/push/announcements", { title: { en: "Only English", es: "" }, body: { en: "x", es: "x" } })).status).toBe(400);

    // Asked first: the number of browsers it would reach, counted as the send counts them.
    const audience = async () => ((await (await sender.get("/api/admin/push/announcements/audience")).json()) as { devices: number }).devices;
    expect(await audience()).toBe(2);
    expect((await reader.get("/api/admin/push/announcements/audience")).status).toBe(403);
    const sent = await announce();
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { queued: number }).queued).toBe(2);
    clock = Date.now();
    expect(await worker().runOnce()).toBe(2);
    expect(service.errors).toEqual([]);
    const byId = Object.fromEntries(service.received.map((r) => [r.id, r]));
    expect(byId[lydiaSub.id]?.payload).toMatchObject({ title: "Potluck Sunday", body: "Bring a dish to share.", url: "/events" });
    expect(byId[silasSub.id]?.payload).toMatchObject({ title: "Comida compartida el domingo", body: "Trae un plato para compartir.", url: "/events" });
    expect(byId[lydiaSub.id]?.contentEncoding).toBe("aes128gcm");
    expect(byId[lydiaSub.id]?.vapid).toEqual({ publicKey: keys.publicKey, audience: service.origin, subject: "mailto:office@church.test" });
    expect(Number(byId[lydiaSub.id]?.ttl)).toBeGreaterThan(0);

    // Silas turns announcements off: the next one reaches Lydia only.
    await silas.json("/api/push/preferences", { method: "PUT", json: { live: true, events: true, prayer: true, guides: true, announcements: false } });
    service.received.length = 0;
    expect(await audience()).toBe(1);
    const second = await announce({ en: "Choir practice", es: "Ensayo del coro" });
    expect(((await second.json()) as { queued: number }).queued).toBe(1);
    await worker().runOnce();
    expect(service.received.map((r) => r.id)).toEqual([lydiaSub.id]);
    await lydia.json("/api/push/unsubscribe", { json: { endpoint: lydiaSub.endpoint } });
    await silas.json("/api/push/unsubscribe", { json: { endpoint: silasSub.endpoint } });
  });

  it("removes a subscription the push service says is gone (410) and retries one it could not reach", async () => {
    const sub = await subscribe(lydia);
    service.respondWith(sub.id, 410);
    await notify()({ kind: "announcements", key: "gone-test", title: { en: "a", es: "a" }, body: { en: "b", es: "b" }, url: "/" });
    await worker().runOnce();
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);

    const busy = await subscribe(lydia);
    service.respondWith(busy.id, 503);
    await notify()({ kind: "announcements", key: "busy-test", title: { en: "a", es: "a" }, body: { en: "b", es: "b" }, url: "/" });
    await worker().runOnce();
    const [row] = await db().select().from(pushQueue).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId)).where(eq(pushSubscriptions.endpoint, busy.endpoint));
    expect(row?.push_queue).toMatchObject({ status: "queued", attempts: 1, lastError: "push service responded 503" });
    service.respondWith(busy.id, 201);
    clock += 2 * MINUTE;
    service.received.length = 0;
    await worker().runOnce();
    expect(service.received.map((r) => r.id)).toEqual([busy.id]);
    await lydia.json("/api/push/unsubscribe", { json: { endpoint: busy.endpoint } });
  });

  it("refuses a key that is not a P-256 point, and one stored before fails alone: every browser queued behind it still hears", async () => {
    const good = service.subscription();
    const point = Buffer.from(good.keys.p256dh, "base64url");
    point[40] = (point[40] ?? 0) ^ 1; // still 65 bytes that match the pattern, no longer a point on the curve
    const offCurve = point.toString("base64url");
    const refused = await lydia.json("/api/push/subscriptions", { json: { endpoint: good.endpoint, keys: { ...good.keys, p256dh: offCurve } } });
    expect(refused.status).toBe(400);
    const shortSecret = await lydia.json("/api/push/subscriptions", { json: { endpoint: good.endpoint, keys: { ...good.keys, auth: "AAAAAAAAAAAAAAAAAAAAAA" } } });
    expect(shortSecret.status).toBe(201); // 16 bytes: a usable secret
    await lydia.json("/api/push/unsubscribe", { json: { endpoint: good.endpoint } });

    await silas.json("/api/push/preferences", { method: "PUT", json: { live: true, events: true, prayer: true, guides: true, announcements: true } });
    const subs = [await subscribe(lydia), await subscribe(silas), await subscribe(lydia), await subscribe(silas)];
    // A subscription kept before keys were checked: it matches the pattern, and no notification can be encrypted for it.
    const [member] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, "lydia@example.org"));
    // Made in Lydia's browser session, as her other subscriptions were (a subscription reaches only a live session).
    const [lydias] = await db().select({ sessionId: pushSubscriptions.sessionId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subs[0]?.endpoint ?? ""));
    const [poisoned] = await db()
      .insert(pushSubscriptions)
      .values({ userId: member?.id ?? "", sessionId: lydias?.sessionId, endpoint: `${good.endpoint}-poisoned`, p256dh: offCurve, auth: good.keys.auth })
      .returning();
    await notify()({ kind: "announcements", key: "poison-test", title: { en: "Picnic", es: "Picnic" }, body: { en: "b", es: "b" }, url: "/" });
    // The bad row comes first in the batch, ahead of every good one.
    clock = Date.now();
    await db().update(pushQueue).set({ nextAttemptAt: new Date(clock - MINUTE) }).where(eq(pushQueue.subscriptionId, poisoned?.id ?? ""));
    service.received.length = 0;
    expect(await worker().runOnce()).toBe(5);
    expect(service.received.map((r) => r.id).sort()).toEqual(subs.map((s) => s.id).sort());
    const [row] = await db().select().from(pushQueue).where(eq(pushQueue.subscriptionId, poisoned?.id ?? ""));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toMatch(/keys cannot encrypt/);
    // Failed rows are left alone: the next passes claim nothing, however long they wait.
    clock += 2 * 60 * MINUTE;
    expect(await worker().runOnce()).toBe(0);
    // Admins see it on System Health as failed, with the reason.
    const health = (await (await (await signedInClient(app, db(), ["health:read"])).client.get("/api/admin/health")).json()) as AdminHealth;
    expect(health.queues.notifications.failed).toBeGreaterThanOrEqual(1);
    expect(health.queues.notifications.lastError).toMatch(/keys cannot encrypt/);
    await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, poisoned?.id ?? ""));
    for (const [i, s] of subs.entries()) await (i % 2 === 0 ? lydia : silas).json("/api/push/unsubscribe", { json: { endpoint: s.endpoint } });
  });

  it("marks failed a notification whose worker died during its last attempt, instead of handing it out again", async () => {
    const sub = await subscribe(lydia);
    await notify()({ kind: "announcements", key: "last-attempt-test", title: { en: "a", es: "a" }, body: { en: "b", es: "b" }, url: "/" });
    clock = Date.now();
    // Claimed for the fifth time (the limit), and its worker never came back.
    await db().update(pushQueue).set({ status: "sending", claimedAt: new Date(clock), attempts: 5 }).where(eq(pushQueue.status, "queued"));
    clock += 11 * MINUTE;
    service.received.length = 0;
    expect(await worker().runOnce()).toBe(0);
    const [row] = await db().select().from(pushQueue).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId)).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row?.push_queue).toMatchObject({ status: "failed", lastError: "the worker stopped during the last attempt" });
    expect(service.received).toEqual([]);
    await lydia.json("/api/push/unsubscribe", { json: { endpoint: sub.endpoint } });
  });

  it("keeps queued notifications across a restart and sends each once", async () => {
    await silas.json("/api/push/preferences", { method: "PUT", json: { live: true, events: true, prayer: true, guides: true, announcements: true } });
    const subs = [await subscribe(lydia), await subscribe(lydia), await subscribe(silas)];
    await notify()({ kind: "announcements", key: "restart-test", title: { en: "Restart", es: "Reinicio" }, body: { en: "b", es: "b" }, url: "/" });
    // The first server claims the rows and dies before sending them: they stay in `sending` in the database.
    clock = Date.now();
    await db().update(pushQueue).set({ status: "sending", claimedAt: new Date(clock), attempts: 1 }).where(eq(pushQueue.status, "queued"));
    service.received.length = 0;
    // A new server a little later waits for the stale claim, then sends them.
    const restarted = worker();
    expect(await restarted.runOnce()).toBe(0);
    clock += 11 * MINUTE;
    expect(await restarted.runOnce()).toBe(3);
    expect(await restarted.runOnce()).toBe(0);
    expect(service.received.map((r) => r.id).sort()).toEqual(subs.map((s) => s.id).sort());
    for (const s of subs) await (s === subs[2] ? silas : lydia).json("/api/push/unsubscribe", { json: { endpoint: s.endpoint } });
  });

  it("tells subscribers the stream went live once a day, when an admin switches it on, however often it is saved", async () => {
    const sub = await subscribe(silas);
    const off = await silas.json("/api/push/preferences", { method: "PUT", json: { live: true, events: true, prayer: true, guides: true, announcements: true } });
    expect(off.status).toBe(200);
    const put = (liveNow: boolean) => sender.request("PUT", "/api/admin/sermons/live", { provider: "youtube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", liveNow, serviceMinutes: 90 });
    expect((await put(true)).status).toBe(200);
    service.received.length = 0;
    clock = Date.now();
    await worker().runOnce();
    expect(service.received.find((r) => r.id === sub.id)?.payload).toMatchObject({ title: "Estamos en vivo", url: "/watch" });
    // The minute check finds the same live session already told.
    expect(await checkLive(db(), notify())).toBe(0);
    // Saved again while live (a corrected link, a restarted stream): no second "We're live" that day.
    expect((await put(true)).status).toBe(200);
    expect(await db().select().from(pushQueue).where(eq(pushQueue.status, "queued"))).toEqual([]);
    expect((await put(false)).status).toBe(200);
    await silas.json("/api/push/unsubscribe", { json: { endpoint: sub.endpoint } });
  });

  it("tells the author when someone starts praying for their request", async () => {
    const sub = await subscribe(lydia);
    const posted = await lydia.json<{ request: { id: string } }>("/api/prayer", { json: { body: "For my mother's surgery", category: "health", visibility: "members" } });
    expect(posted.status).toBe(201);
    const prayed = await silas.json(`/api/prayer/${posted.body.request.id}/praying`, { method: "PUT", json: { praying: true } });
    expect(prayed.status).toBe(200);
    // Pressing again is the same prayer: no second notice.
    await silas.json(`/api/prayer/${posted.body.request.id}/praying`, { method: "PUT", json: { praying: true } });
    service.received.length = 0;
    await worker().runOnce();
    expect(service.received.map((r) => [r.id, (r.payload as { title: string }).title])).toEqual([[sub.id, "Someone is praying for you"]]);
  });
  describe("a browser's subscription follows the session it was made in", () => {
    /** Who the push service reaches now: an announcement is queued and sent, and the endpoints it went to are read. */
    const reached = async (key: string) => {
      await notify()({ kind: "announcements", key, title: { en: "Choir tonight", es: "Coro esta noche" }, body: { en: "7 PM", es: "7 PM" }, url: "/" });
      service.received.length = 0;
      clock = Date.now();
      await worker().runOnce();
      return service.received.map((r) => r.id);
    };
    const stillSaved = async (endpoint: string) => (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length === 1;

    it("is removed by the sign-out of that browser, and only that browser's", async () => {
      const phone = await signIn("lydia@example.org");
      const laptop = await signIn("lydia@example.org");
      const onPhone = await subscribe(phone);
      const onLaptop = await subscribe(laptop);
      expect((await phone.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
      expect(await stillSaved(onPhone.endpoint)).toBe(false);
      expect(await stillSaved(onLaptop.endpoint)).toBe(true);
      const after = await reached("signed-out-phone");
      expect(after).toContain(onLaptop.id);
      expect(after).not.toContain(onPhone.id);
      await laptop.json("/api/push/unsubscribe", { json: { endpoint: onLaptop.endpoint } });
    });

    it("never reaches a browser whose session has expired", async () => {
      const tablet = await signIn("lydia@example.org");
      const sub = await subscribe(tablet);
      const [subscription] = await db().select({ sessionId: pushSubscriptions.sessionId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
      expect(subscription?.sessionId).toBeTruthy();
      // A notice is queued for it while the session lasts...
      await notify()({ kind: "announcements", key: "queued-before-expiry", title: { en: "Supper", es: "Cena" }, body: { en: "6 PM", es: "6 PM" }, url: "/" });
      const queuedForIt = () => db().select().from(pushQueue).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId)).where(eq(pushSubscriptions.endpoint, sub.endpoint));
      expect(await queuedForIt()).toHaveLength(1);
      // ...and the session ends by its date before it goes, with nobody asking the server about it.
      await db().update(authSessions).set({ expiresAt: new Date(Date.now() - MINUTE) }).where(eq(authSessions.id, subscription?.sessionId ?? ""));
      // Neither the notice queued before nor a new one reaches it; the queued one is dropped, not retried.
      expect(await reached("expired-tablet")).not.toContain(sub.id);
      expect(await queuedForIt()).toEqual([]);
    });

    it("leaves with the previous member when another member signs in on the same browser", async () => {
      const shared = await signIn("lydia@example.org");
      const lydiasSub = await subscribe(shared);
      // Silas signs in on the library computer Lydia left signed in.
      expect((await shared.json("/api/auth/sign-in/email", { json: { email: "silas@example.org", password } })).status).toBe(200);
      expect(await stillSaved(lydiasSub.endpoint)).toBe(false);
      expect(await reached("shared-browser")).not.toContain(lydiasSub.id);
      // Lydia's own session on that browser ended with it: her old cookie opens nothing.
      expect((await shared.json<{ user: { email: string } | null }>("/api/account/me")).body.user?.email).toBe("silas@example.org");
      // If Silas turns notifications on there, the browser is his: his notices, in his language.
      const his = await subscribe(shared);
      expect(await reached("shared-browser-silas")).toContain(his.id);
      expect(service.received.find((r) => r.id === his.id)?.payload).toMatchObject({ title: "Coro esta noche" });
      await shared.json("/api/push/unsubscribe", { json: { endpoint: his.endpoint } });
    });

    it("is removed with the member's account, on every browser", async () => {
      await signUpConfirmed(ctx, { fullName: "Tabitha Joppa", email: "tabitha@example.org", password });
      const first = await signIn("tabitha@example.org");
      const second = await signIn("tabitha@example.org");
      const subs = [await subscribe(first), await subscribe(second)];
      expect((await first.json("/api/auth/delete-user", { json: { password } })).status).toBe(200);
      for (const sub of subs) expect(await stillSaved(sub.endpoint)).toBe(false);
    });
  });
});
