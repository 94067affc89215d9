import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers } from "../../src/server/db/schema/accounts";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { chatMessages, liveStreamSettings } from "../../src/server/db/schema/sermons";
import { grantRole } from "../../src/server/features/accounts/service";
import { type ChatBus, createInProcessChatBus, createPostgresChatBus } from "../../src/server/features/chat/bus";
import { maskProfanity } from "../../src/server/features/chat/filter";
import { createLogger } from "../../src/server/lib/logger";
import type { AdminChatView, ChatEvent, ChatMessage, ChatState } from "../../src/shared/chat";
import type { Db } from "../../src/server/db/client";
import { signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { SseReader } from "./support/sse";
import { buildApp, describeEachDatabase, fakeWebDist, openTestDatabase, type TestContext } from "./support/test-app";

const password = "singing-in-the-choir";

async function setLive(db: Db, liveNow: boolean) {
  const values = { provider: "youtube" as const, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", liveNow };
  await db.insert(liveStreamSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: liveStreamSettings.id, set: values });
}

const parse = (data: string) => JSON.parse(data) as ChatEvent;

describeEachDatabase("live chat", (ctx) => {
  const guest = () => new Browser(ctx);
  const signIn = async (email: string) => {
    const browser = new Browser(ctx);
    const signedIn = await browser.json("/api/auth/sign-in/email", { json: { email, password } });
    if (signedIn.status !== 200) throw new Error(`sign-in failed ${signedIn.status}`);
    return browser;
  };
  const idOf = async (email: string) => {
    const [row] = await ctx().database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    if (!row) throw new Error("no member");
    return row.id;
  };
  const say = (who: Browser, body: string) => who.json<{ message: ChatMessage }>("/api/watch/chat/messages", { json: { body } });
  const stream = async (headers: Record<string, string> = {}) => new SseReader(await ctx().app.request("/api/watch/chat/stream", { headers }));

  let ruth: Browser;
  let boaz: Browser;
  let naomi: Browser;
  let orpah: Browser;
  let mod: Browser;
  // Members who post once each in the tests below, so no test waits out another's two seconds between messages.
  let dorcas: Browser;
  let phoebe: Browser;
  let eunice: Browser;
  let lois: Browser;
  let tabitha: Browser;

  beforeAll(async () => {
    for (const [fullName, email] of [
      ["Ruth Moab", "ruth@example.org"],
      ["Boaz Bethlehem", "boaz@example.org"],
      ["Naomi Bethlehem", "naomi@example.org"],
      ["Orpah Moab", "orpah@example.org"],
      ["Miriam Moderator", "miriam@example.org"],
      ["Dorcas Joppa", "dorcas@example.org"],
      ["Phoebe Cenchreae", "phoebe@example.org"],
      ["Eunice Lystra", "eunice@example.org"],
      ["Lois Lystra", "lois@example.org"],
      ["Tabitha Joppa", "tabitha@example.org"],
    ] as const) {
      await signUpConfirmed(ctx, { fullName, email, password });
    }
    await grantRole(ctx().database.db, await idOf("miriam@example.org"), "moderator");
    ruth = await signIn("ruth@example.org");
    boaz = await signIn("boaz@example.org");
    naomi = await signIn("naomi@example.org");
    orpah = await signIn("orpah@example.org");
    mod = await signIn("miriam@example.org");
    dorcas = await signIn("dorcas@example.org");
    phoebe = await signIn("phoebe@example.org");
    eunice = await signIn("eunice@example.org");
    lois = await signIn("lois@example.org");
    tabitha = await signIn("tabitha@example.org");
  });

  it("refuses to post while no service is live, and says so", async () => {
    await setLive(ctx().database.db, false);
    const state = await guest().json<ChatState>("/api/watch/chat");
    expect(state.body).toMatchObject({ live: false, serviceKey: null, messages: [] });
    const refused = await say(mod, "Hello?");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "chat_not_live" } });
  });

  it("a member's message reaches a guest's open stream and the history; guests cannot post", async () => {
    await setLive(ctx().database.db, true);
    const reader = await stream();
    const posted = await say(ruth, "Good morning, church!");
    expect(posted.status).toBe(201);
    expect(posted.body.message).toMatchObject({ displayName: "Ruth Moab", body: "Good morning, church!" });
    const event = await reader.waitFor((e) => e.event === "message");
    expect(event.id).toBe(String(posted.body.message.id));
    expect(parse(event.data)).toEqual({ type: "message", message: posted.body.message });
    await reader.close();

    const history = await guest().json<ChatState>("/api/watch/chat");
    expect(history.body.live).toBe(true);
    expect(history.body.serviceKey).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(history.body.messages.map((m) => m.body)).toContain("Good morning, church!");
    expect(history.body.viewer).toEqual({ signedIn: false, canModerate: false, muted: false, userId: null });

    const anonymous = await guest().json("/api/watch/chat/messages", { json: { body: "let me in" } });
    expect(anonymous.status).toBe(401);
  });

  it("validates the message: empty or longer than 500 characters is refused with a field message", async () => {
    const empty = await say(boaz, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { fields: { body: ["chat.validation.empty"] } } });
    const long = await say(boaz, "a".repeat(501));
    expect(long.status).toBe(400);
  });

  it("replays what a reconnecting stream missed from its Last-Event-ID", async () => {
    const first = await say(boaz, "First of two");
    await new Promise((r) => setTimeout(r, 20));
    const second = await say(lois, "Second of two");
    const reader = await stream({ "Last-Event-ID": String(first.body.message.id - 1) });
    await reader.waitFor((e) => e.id === String(second.body.message.id));
    const ids = reader.events.filter((e) => e.event === "message").map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toContain(first.body.message.id);
    await reader.close();
  });

  it("over a real Node server the stream is written to the socket: live events, replay and the headers", async () => {
    await setLive(ctx().database.db, true);
    for (const [fullName, email] of [["Priscilla Rome", "priscilla@example.org"], ["Aquila Rome", "aquila@example.org"]] as const) {
      await signUpConfirmed(ctx, { fullName, email, password });
    }
    const [priscilla, aquila] = [await signIn("priscilla@example.org"), await signIn("aquila@example.org")];
    const server = serve({ fetch: ctx().app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const open = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/watch/chat/stream`, { headers });
      expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      return new SseReader(response);
    };
    try {
      const live = await open();
      const posted = await say(priscilla, "Straight to the socket");
      const heard = await live.waitFor((e) => e.event === "message");
      expect(parse(heard.data)).toEqual({ type: "message", message: posted.body.message });
      await live.close();

      const later = await say(aquila, "While you were away");
      const replayed = await open({ "Last-Event-ID": String(posted.body.message.id) });
      // The replay overlaps a few earlier ids (posts can commit out of id order); the page drops repeats by id.
      await replayed.waitFor((e) => e.id === String(later.body.message.id));
      await replayed.close();
    } finally {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("delivers messages announced out of id order (posts on PostgreSQL can commit that way)", async () => {
    const bus = createInProcessChatBus();
    const app = buildApp(ctx().database, ctx().webDistDir, { chatBus: bus });
    const reader = new SseReader(await app.request("/api/watch/chat/stream"));
    const message = (id: number): ChatEvent => ({
      type: "message",
      message: { id, serviceKey: "2026-11-22", userId: "u", displayName: "Ruth Moab", body: `number ${id}`, createdAt: new Date().toISOString() },
    });
    await new Promise((r) => setTimeout(r, 50));
    await bus.publish(message(900_002));
    await bus.publish(message(900_001));
    await reader.waitFor((e) => e.id === "900001");
    expect(reader.events.filter((e) => e.event === "message").map((e) => e.id)).toEqual(["900002", "900001"]);
    await reader.close();
  });

  it("limits each member to one message every two seconds, with Retry-After", async () => {
    const ok = await say(orpah, "One");
    expect(ok.status).toBe(201);
    const tooSoon = await say(orpah, "Two");
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ error: { code: "chat_rate_limited" } });
    expect(Number(tooSoon.response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("masks swear words in English and Spanish and refuses links, per the settings", async () => {
    const masked = await say(dorcas, "What the hell, this is SHIT and mierda, but class is fine");
    expect(masked.status).toBe(201);
    expect(masked.body.message.body).toBe("What the hell, this is **** and ******, but class is fine");
    const link = await say(phoebe, "Visit https://spam.example.com/offer now");
    expect(link.status).toBe(400);
    expect(link.body).toMatchObject({ error: { code: "chat_link_refused" } });
    expect(maskProfanity("Coño, joder")).toBe("****, *****");
  });

  it("a moderator deletes a message: every stream hears it and the history drops it", async () => {
    const rude = await say(eunice, "Something regrettable");
    const reader = await stream();
    expect((await ruth.json(`/api/watch/chat/messages/${rude.body.message.id}`, { method: "DELETE" })).status).toBe(403);
    const deleted = await mod.request(`/api/watch/chat/messages/${rude.body.message.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    const event = await reader.waitFor((e) => e.event === "deleted");
    expect(parse(event.data)).toMatchObject({ type: "deleted", id: rude.body.message.id });
    await reader.close();
    const history = await guest().json<ChatState>("/api/watch/chat");
    expect(history.body.messages.map((m) => m.id)).not.toContain(rude.body.message.id);
    const [row] = await ctx().database.db.select().from(chatMessages).where(eq(chatMessages.id, rude.body.message.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toMatch(/^member:/);
  });

  it("a muted member cannot post until the mute ends; admins unmute from the moderation view", async () => {
    const naomiId = await idOf("naomi@example.org");
    expect((await ruth.json("/api/watch/chat/mutes", { json: { userId: naomiId } })).status).toBe(403);
    expect((await mod.request("/api/watch/chat/mutes", { json: { userId: naomiId, minutes: 30, reason: "spam" } })).status).toBe(204);
    const refused = await say(naomi, "Can I still talk?");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: "chat_muted" } });
    expect((await naomi.json<ChatState>("/api/watch/chat")).body.viewer).toMatchObject({ signedIn: true, muted: true });

    const { client } = await signedInClient(ctx().app, ctx().database.db, ["content:write"]);
    const view = (await (await client.get("/api/admin/chat")).json()) as AdminChatView;
    expect(view.mutes).toEqual([expect.objectContaining({ userId: naomiId, displayName: "Naomi Bethlehem", reason: "spam" })]);
    expect(view.messages.some((m) => m.deletedAt !== null)).toBe(true);
    expect((await client.request("DELETE", `/api/admin/chat/mutes/${naomiId}`)).status).toBe(204);
    // The refused message counted towards her one message every two seconds.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await say(naomi, "Thank you")).status).toBe(201);
  });

  it("admins delete, mute, change the filter and export a service's chat as CSV; audit records each", async () => {
    const { client } = await signedInClient(ctx().app, ctx().database.db, ["content:write"]);
    const { client: outsider } = await signedInClient(ctx().app, ctx().database.db, ["events:write"]);
    expect((await outsider.get("/api/admin/chat")).status).toBe(403);

    const view = (await (await client.get("/api/admin/chat")).json()) as AdminChatView;
    expect(view.serviceKey).not.toBeNull();
    expect(view.settings).toEqual({ profanityFilter: true, links: "refuse" });
    const target = view.messages.find((m) => m.deletedAt === null);
    if (!target) throw new Error("no message to delete");
    expect((await client.request("DELETE", `/api/admin/chat/messages/${target.id}`)).status).toBe(204);

    const saved = await client.request("PUT", "/api/admin/chat/settings", { profanityFilter: false, links: "remove" });
    expect(saved.status).toBe(200);
    const withLink = await say(tabitha, "Notes at www.example.com/notes, damn good");
    expect(withLink.body.message.body).toBe("Notes at [link removed], damn good");
    await client.request("PUT", "/api/admin/chat/settings", { profanityFilter: true, links: "refuse" });

    const csv = await client.get(`/api/admin/chat/export/${view.serviceKey}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="chat-${view.serviceKey}.csv"`);
    const text = await csv.text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,created_at,member_id,display_name,message,deleted_at,deleted_by");
    const records = parseCsv(text, { columns: true }) as Array<Record<string, string>>;
    expect(records.find((r) => r.message?.includes("Good morning"))?.display_name).toBe("Ruth Moab");
    expect(lines.some((l) => l.includes("Good morning") && l.includes("Ruth Moab"))).toBe(true);
    expect(lines.some((l) => l.includes("Something regrettable") && l.includes("member:"))).toBe(true);

    const actions = (await ctx().database.db.select({ action: adminAuditLog.action }).from(adminAuditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["chat.delete", "chat.mute", "chat.unmute", "chat.settings"]));
  });

  it("keeps the chat across a restart: a new app on the same database shows the history", async () => {
    const restarted = buildApp(ctx().database, ctx().webDistDir);
    const state = (await (await restarted.request("/api/watch/chat")).json()) as ChatState;
    expect(state.messages.map((m) => m.body)).toContain("Good morning, church!");
  });
});

describe("live chat rate limit per minute", () => {
  let context: TestContext | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase({ name: "pglite" });
    dispose = opened.dispose;
    const webDistDir = fakeWebDist();
    context = {
      database: opened.database,
      webDistDir,
      app: buildApp(opened.database, webDistDir, { chat: { rateLimits: [{ limit: 3, windowMs: 60_000 }] } }),
    };
  });
  afterAll(async () => {
    await dispose?.();
    if (context) rmSync(context.webDistDir, { recursive: true, force: true });
  });
  const ctx = () => {
    if (!context) throw new Error("not ready");
    return context;
  };

  it("refuses the message past the minute's allowance", async () => {
    const browser = await signUpConfirmed(ctx, { fullName: "Quick Typist", email: "quick@example.org", password });
    await browser.json("/api/auth/sign-in/email", { json: { email: "quick@example.org", password } });
    await setLive(ctx().database.db, true);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await browser.json("/api/watch/chat/messages", { json: { body: `message ${i}` } })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)("live chat across two server instances on PostgreSQL", () => {
  const logger = createLogger("silent");
  const channel = `chat_test_${randomBytes(4).toString("hex")}`;
  let dispose: (() => Promise<void>) | undefined;
  const buses: ChatBus[] = [];
  let one: ReturnType<typeof buildApp>;
  let two: ReturnType<typeof buildApp>;
  let db: Db;
  const webDistDir = fakeWebDist();

  beforeAll(async () => {
    if (!postgresUrl) return;
    const opened = await openTestDatabase({ name: "postgres", url: postgresUrl });
    dispose = opened.dispose;
    db = opened.database.db;
    for (let i = 0; i < 2; i++) buses.push(await createPostgresChatBus({ url: postgresUrl, logger, channel }));
    one = buildApp(opened.database, webDistDir, { chatBus: buses[0] });
    two = buildApp(opened.database, webDistDir, { chatBus: buses[1] });
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await dispose?.();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("a message posted on one instance reaches a stream open on the other, and so does its deletion", async () => {
    const ctxOne = (): TestContext => ({ database: { db } as TestContext["database"], app: one, webDistDir });
    await signUpConfirmed(ctxOne, { fullName: "Lydia Thyatira", email: "lydia@example.org", password });
    const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, "lydia@example.org"));
    if (!row) throw new Error("no member");
    await grantRole(db, row.id, "moderator");
    const lydia = new Browser(ctxOne);
    expect((await lydia.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password } })).status).toBe(200);
    await setLive(db, true);

    const onTwo = new SseReader(await two.request("/api/watch/chat/stream"));
    const onOne = new SseReader(await one.request("/api/watch/chat/stream"));
    await new Promise((r) => setTimeout(r, 100));
    const began = Date.now();
    const posted = await lydia.json<{ message: ChatMessage }>("/api/watch/chat/messages", { json: { body: "Hello from instance one" } });
    expect(posted.status).toBe(201);
    const heard = await onTwo.waitFor((e) => e.event === "message", 2000);
    expect(Date.now() - began).toBeLessThan(1000);
    expect(parse(heard.data)).toEqual({ type: "message", message: posted.body.message });
    // The posting instance hears it once, through PostgreSQL like the others.
    await onOne.waitFor((e) => e.event === "message");
    expect(await onOne.nothingFor((e) => e.event === "message" && e !== onOne.events[0], 200)).toBe(true);

    expect((await lydia.request(`/api/watch/chat/messages/${posted.body.message.id}`, { method: "DELETE" })).status).toBe(204);
    expect(parse((await onTwo.waitFor((e) => e.event === "deleted", 2000)).data)).toMatchObject({ id: posted.body.message.id });
    await Promise.all([onOne.close(), onTwo.close()]);
  });
});
