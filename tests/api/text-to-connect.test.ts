import { createHash } from "node:crypto";
import twilio from "twilio";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { connectSettings, connectSubmissions } from "../../src/server/db/schema/connect";
import { outbox } from "../../src/server/db/schema/outbox";
import { churchSettings } from "../../src/server/db/schema/site";
import { smsCardTokens, smsContacts, smsMessages } from "../../src/server/db/schema/sms";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { DEFAULT_CONNECT_SETTINGS } from "../../src/server/features/connect/settings";
import { sendStaffDigest } from "../../src/server/features/connect/staff";
import { createLogger } from "../../src/server/lib/logger";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import type { SignupPage } from "../../src/shared/inbox";
import type { ConnectionCardInfo, TextReply, TextToConnectStatus } from "../../src/shared/sms";
import { type AdminClient, signedInClient } from "./support/admin";
import { buildApp, describeEachDatabase } from "./support/test-app";

const TOKEN = "twilio-auth-token-for-tests";
const PUBLIC = "https://church.example.org";
const WEBHOOK = `${PUBLIC}/api/sms/inbound`;
const STAFF = "welcome@church.test";

/** Signed as Twilio signs a webhook, by Twilio's own package (its helper for checking and making signatures). */
function sign(url: string, params: Record<string, string>, token = TOKEN): string {
  return twilio.getExpectedTwilioSignature(token, url, params);
}

let sid = 0;
function twilioParams(from: string, body: string): Record<string, string> {
  sid += 1;
  return { MessageSid: `SM${String(sid).padStart(32, "0")}`, AccountSid: "AC00000000000000000000000000000000", From: from, To: "+15595550142", Body: body, NumMedia: "0" };
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&amp;": "&" };
/** The text of the TwiML's <Message>, as the phone shows it. */
const messageOf = (xml: string) => /<Message>([\s\S]*)<\/Message>/.exec(xml)?.[1]?.replace(/&(lt|gt|quot|apos|amp);/g, (e) => ENTITIES[e] ?? e) ?? null;
const linkIn = (text: string | null) => /https?:\/\/\S+\/connect\/card\?t=[\w-]+(?:&lang=es)?/.exec(text ?? "")?.[0] ?? null;

describeEachDatabase("text-to-connect: Twilio's webhook, the connection card and the admin's 'try a text'", (ctx) => {
  let texts: ReturnType<typeof buildApp>;
  let admin: AdminClient;

  beforeAll(async () => {
    await seedDemoContent(ctx().database.db);
    await ctx().database.db.insert(connectSettings).values({ id: 1, ...DEFAULT_CONNECT_SETTINGS, staffEmails: [STAFF] });
    texts = buildApp(ctx().database, ctx().webDistDir, { config: { TWILIO_AUTH_TOKEN: TOKEN, publicUrl: PUBLIC, PUBLIC_URL: PUBLIC } });
    admin = (await signedInClient(texts, ctx().database.db, ["settings:write", "inbox:read"])).client;
  });

  /** A text as Twilio delivers it: form-encoded, signed for the public URL (or as `signature` says). */
  async function text(from: string, body: string, options: { signature?: string | null; headers?: Record<string, string>; app?: typeof texts } = {}) {
    const params = twilioParams(from, body);
    const signature = options.signature === undefined ? sign(WEBHOOK, params) : options.signature;
    const response = await (options.app ?? texts).request("/api/sms/inbound", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(signature === null ? {} : { "X-Twilio-Signature": signature }), ...options.headers },
      body: new URLSearchParams(params).toString(),
    });
    const xml = await response.text();
    return { status: response.status, type: response.headers.get("content-type"), xml, reply: response.status === 200 ? messageOf(xml) : null };
  }

  const mailTo = (to: string) => ctx().database.db.select().from(outbox).where(eq(outbox.recipient, to));

  it("answers a signed HOME with TwiML: a warm welcome and a single-use card link whose token is kept only as a hash", async () => {
    const answer = await text("+15595550101", "HOME");
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/xml/);
    expect(answer.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><Response><Message>')).toBe(true);
    expect(answer.reply).toContain("Welcome to Living Water Home Church!");
    expect(answer.reply).toContain("Reply STOP to opt out.");
    const link = linkIn(answer.reply);
    expect(link).toMatch(new RegExp(`^${PUBLIC}/connect/card\\?t=`));
    const token = new URL(link ?? "").searchParams.get("t") ?? "";
    const [row] = await ctx().database.db.select().from(smsCardTokens).where(eq(smsCardTokens.phone, "+15595550101"));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  /** One text as Twilio delivers it, parameters given: delivered again, it is Twilio's retry (same MessageSid). */
  async function deliver(params: Record<string, string>) {
    const response = await texts.request("/api/sms/inbound", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": sign(WEBHOOK, params) },
      body: new URLSearchParams(params).toString(),
    });
    const xml = await response.text();
    return { status: response.status, xml, reply: messageOf(xml) };
  }

  it("answers Twilio's retry of a HOME (same MessageSid) with the same card link, and keeps no second link", async () => {
    const phone = "+15595550150";
    const home = twilioParams(phone, "HOME");
    const first = await deliver(home);
    const link = linkIn(first.reply);
    expect(link).not.toBeNull();
    for (let retry = 0; retry < 3; retry += 1) expect(await deliver(home)).toEqual(first);
    expect(await ctx().database.db.select().from(smsCardTokens).where(eq(smsCardTokens.phone, phone))).toHaveLength(1);
    const token = new URL(link ?? "").searchParams.get("t") ?? "";
    expect((await texts.request(`/api/sms/card?t=${token}`)).status).toBe(200);
    // Another HOME from the number is another text: a new link.
    const second = await text(phone, "HOME");
    expect(linkIn(second.reply)).not.toBe(link);
  });

  it("answers Twilio's retry of STOP, START, HELP and any other text as the text was answered, and changes nothing", async () => {
    const phone = "+15595550151";
    const db = ctx().database.db;
    const stop = twilioParams(phone, "STOP");
    const stopped = await deliver(stop);
    expect(stopped.reply).toContain("You won't get more texts");
    const optedOutAt = (await db.select().from(smsContacts).where(eq(smsContacts.phone, phone)))[0]?.optedOutAt;
    expect(await deliver(stop)).toEqual(stopped);
    expect((await db.select().from(smsContacts).where(eq(smsContacts.phone, phone)))[0]?.optedOutAt).toEqual(optedOutAt);

    const start = twilioParams(phone, "START");
    const started = await deliver(start);
    expect(started.reply).toContain("Welcome back!");
    expect(await deliver(start)).toEqual(started);

    const help = twilioParams(phone, "AYUDA");
    const helped = await deliver(help);
    expect(helped.reply).toContain("envía HOGAR para conectarte");
    expect(await deliver(help)).toEqual(helped);

    const words = twilioParams(phone, "Do you have a youth group?");
    const thanked = await deliver(words);
    expect(thanked.reply).toContain("Thanks for your message!");
    expect(await deliver(words)).toEqual(thanked);
    expect(await db.select().from(smsMessages).where(eq(smsMessages.body, "Do you have a youth group?"))).toHaveLength(1);
    expect((await mailTo(STAFF)).filter((m) => m.bodyText.includes("Do you have a youth group?"))).toHaveLength(1);
  });

  it("refuses with 403 a text whose signature is missing, wrong, made with another token or for another URL, and keeps nothing", async () => {
    const before = (await ctx().database.db.select().from(smsCardTokens)).length;
    const params = twilioParams("+15595550102", "HOME");
    const attempts = [
      await text("+15595550102", "HOME", { signature: null }),
      await text("+15595550102", "HOME", { signature: "bm90IGEgc2lnbmF0dXJl" }),
      await text("+15595550102", "HOME", { signature: sign(WEBHOOK, params, "another-token") }),
      // Signed for the address the request reached (not the public one Twilio was given).
      await text("+15595550102", "HOME", { signature: sign("http://localhost/api/sms/inbound", params) }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    // A valid signature over other parameters (the body changed on the way) fails too.
    const tampered = await texts.request("/api/sms/inbound", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": sign(WEBHOOK, params) },
      body: new URLSearchParams({ ...params, Body: "STOP" }).toString(),
    });
    expect(tampered.status).toBe(403);
    // Without TWILIO_AUTH_TOKEN nothing can prove it is Twilio: every text is refused.
    const unconfigured = buildApp(ctx().database, ctx().webDistDir, { config: { publicUrl: PUBLIC } });
    expect((await text("+15595550102", "HOME", { app: unconfigured })).status).toBe(403);
    expect((await ctx().database.db.select().from(smsCardTokens)).length).toBe(before);
  });

  it("reads the keyword in any case and with spaces, and answers HOGAR in Spanish with a Spanish card link", async () => {
    const lower = await text("+15595550103", "home");
    const spaced = await text("+15595550104", " H O M E ");
    expect(lower.reply).toContain("Welcome to Living Water Home Church!");
    expect(spaced.reply).toContain("Welcome to Living Water Home Church!");
    const spanish = await text("+15595550105", "hogar");
    expect(spanish.reply).toContain("¡Te damos la bienvenida a Living Water Home Church!");
    // The Spanish answer names the Spanish stop word (issue 51).
    expect(spanish.reply).toContain("Responde ALTO para no recibir más mensajes.");
    expect(spanish.reply).not.toContain("STOP");
    // The & of the link is escaped in the TwiML.
    expect(spanish.xml).toContain("&amp;lang=es");
    expect(linkIn(spanish.reply)).toMatch(/&lang=es$/);
    const [contact] = await ctx().database.db.select().from(smsContacts).where(eq(smsContacts.phone, "+15595550105"));
    expect(contact?.language).toBe("es");
  });

  it("honours STOP: one confirmation, then nothing, not even HOME or HELP, until START", async () => {
    const phone = "+15595550106";
    const stop = await text(phone, "Stop");
    expect(stop.reply).toBe("You won't get more texts from Living Water Home Church. Text START if you change your mind.");
    const [contact] = await ctx().database.db.select().from(smsContacts).where(eq(smsContacts.phone, phone));
    expect(contact?.optedOutAt).toBeInstanceOf(Date);
    for (const body of ["HOME", "HELP", "STOP", "hogar"]) {
      const quiet = await text(phone, body);
      expect(quiet.status, body).toBe(200);
      expect(quiet.xml, body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    }
    expect(await ctx().database.db.select().from(smsCardTokens).where(eq(smsCardTokens.phone, phone))).toHaveLength(0);
    // Words an opted-out number sends are kept for the staff, without an answer.
    const words = await text(phone, "Sorry, wrong number");
    expect(words.reply).toBeNull();
    expect(await ctx().database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone))).toHaveLength(1);

    const start = await text(phone, "START");
    expect(start.reply).toContain("Welcome back!");
    const home = await text(phone, "HOME");
    expect(linkIn(home.reply)).not.toBeNull();
  });

  it("answers HELP (and AYUDA in Spanish) with who we are and how to stop", async () => {
    const help = await text("+15595550107", "help");
    expect(help.reply).toMatch(/^Living Water Home Church: text HOME to get connected\. Call .+ or email .+@.+\. Reply STOP to opt out\.$/);
    const ayuda = await text("+15595550108", "Ayuda");
    expect(ayuda.reply).toMatch(/^Living Water Home Church: envía HOGAR para conectarte\. Llama al .+ o escribe a .+\. Responde ALTO para no recibir más mensajes\.$/);
  });

  it("reads ALTO and BAJA as STOP and answers in Spanish with the Spanish word to come back (issue 51)", async () => {
    for (const [phone, word] of [
      ["+15595550121", "ALTO"],
      ["+15595550122", "baja"],
    ] as const) {
      const stop = await text(phone, word);
      expect(stop.reply, word).toBe("Ya no recibirás mensajes de Living Water Home Church. Envía INICIAR si cambias de opinión.");
      const [contact] = await ctx().database.db.select().from(smsContacts).where(eq(smsContacts.phone, phone));
      expect(contact?.optedOutAt, word).toBeInstanceOf(Date);
      expect((await text(phone, "HOGAR")).reply, word).toBeNull();
      expect((await text(phone, "INICIAR")).reply, word).toContain("¡Qué bueno tenerte de vuelta!");
    }
  });

  it("keeps any other text in the inbox as a text message, tells the staff, and thanks the sender at most once a day", async () => {
    const phone = "+15595550109";
    const first = await text(phone, "What time is the service on Sunday?");
    expect(first.reply).toContain("Thanks for your message!");
    const second = await text(phone, "And is there parking?");
    expect(second.xml).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const inbox = (await (await admin.get("/api/admin/inbox/signups?kind=sms")).json()) as SignupPage;
    const mine = inbox.items.filter((item) => item.contact === phone);
    const message = (item: SignupPage["items"][number]) => item.fields.find((f) => f.key === "message")?.value;
    expect(mine.map(message)).toEqual([
      { type: "text", text: "And is there parking?" },
      { type: "text", text: "What time is the service on Sunday?" },
    ]);
    expect(mine[0]?.headline).toEqual(["message"]);
    expect(mine[0]).toMatchObject({ kind: "sms", read: false });
    expect(inbox.unread.sms).toBeGreaterThanOrEqual(2);
    const staff = (await mailTo(STAFF)).filter((mail) => mail.subject === `Text message from ${phone}`);
    expect(staff).toHaveLength(2);
    expect(staff.map((mail) => mail.bodyText).join("\n")).toContain("What time is the service on Sunday?");
    // Twilio delivering the same message twice leaves one message.
    const params = twilioParams(phone, "Duplicate?");
    for (let i = 0; i < 2; i += 1) {
      await texts.request("/api/sms/inbound", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": sign(WEBHOOK, params) },
        body: new URLSearchParams(params).toString(),
      });
    }
    expect(await ctx().database.db.select().from(smsMessages).where(eq(smsMessages.body, "Duplicate?"))).toHaveLength(1);
  });

  it("opens the card prefilled with the phone, takes it once, lands it in the inbox as a new contact and emails the staff", async () => {
    const answer = await text("+15595550110", "HOGAR");
    const token = new URL(linkIn(answer.reply) ?? "").searchParams.get("t") ?? "";
    const info = (await (await texts.request(`/api/sms/card?t=${token}`)).json()) as ConnectionCardInfo;
    expect(info).toEqual({ phone: "+15595550110", language: "es", churchName: "Living Water Home Church" });

    const card = {
      token,
      name: "Marta <i>Ruiz</i>",
      email: "Marta@Example.org",
      heardFrom: "friend",
      prayerRequest: "Por la salud de mi mamá",
      wantsVisit: true,
      language: "es",
    };
    const post = (body: unknown, ip = "203.0.113.20") =>
      texts.request("/api/sms/card", { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": ip }, body: JSON.stringify(body) });
    expect((await post({ ...card, email: "not-an-email" })).status).toBe(400);
    expect((await post(card)).status).toBe(201);
    const [row] = await ctx().database.db.select().from(connectSubmissions).where(eq(connectSubmissions.phone, "+15595550110"));
    expect(row).toMatchObject({ kind: "text", name: "Marta Ruiz", email: "marta@example.org", language: "es" });
    expect(row?.details).toMatchObject({ keyword: "HOGAR", heardFrom: "friend", wantsVisit: "yes", prayerRequest: "Por la salud de mi mamá" });

    const inbox = (await (await admin.get("/api/admin/inbox/signups?kind=text")).json()) as SignupPage;
    expect(inbox.items[0]).toMatchObject({ kind: "text", name: "Marta Ruiz", contact: "marta@example.org · +15595550110", read: false });
    // Typed, so the admin writes them in its language: yes/no as words, "friend" as "A friend or family member";
    // in the card's order, the headline's first.
    expect(inbox.items[0]?.fields).toEqual([
      { key: "keyword", value: { type: "text", text: "HOGAR" } },
      { key: "wantsVisit", value: { type: "yesno", yes: true } },
      { key: "prayerRequest", value: { type: "text", text: "Por la salud de mi mamá" } },
      { key: "heardFrom", value: { type: "choice", choice: "friend" } },
      { key: "language", value: { type: "choice", choice: "es" } },
    ]);
    expect(inbox.items[0]?.headline).toEqual(["keyword", "wantsVisit", "prayerRequest", "heardFrom"]);
    const [mail] = (await mailTo(STAFF)).filter((m) => m.subject === "Connection card: Marta Ruiz");
    expect(mail?.bodyText).toContain("texted HOGAR and filled in the connection card");
    expect(mail?.bodyText).toContain("/admin/inbox/signups");
    // The prayer itself is read in the inbox, never in a mailbox.
    expect(mail?.bodyText).not.toContain("mamá");

    // Used once: the same link cannot add a second contact or show the phone again.
    expect((await post({ ...card, name: "Someone else" })).status).toBe(410);
    expect((await texts.request(`/api/sms/card?t=${token}`)).status).toBe(410);
  });

  it("refuses an expired link and a made-up one", async () => {
    const answer = await text("+15595550111", "HOME");
    const token = new URL(linkIn(answer.reply) ?? "").searchParams.get("t") ?? "";
    await ctx().database.db.update(smsCardTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCardTokens.phone, "+15595550111"));
    expect((await texts.request(`/api/sms/card?t=${token}`)).status).toBe(410);
    expect((await texts.request(`/api/sms/card?t=${"x".repeat(32)}`)).status).toBe(410);
  });

  it("understands the keywords an admin sets, and refuses a keyword the carriers own", async () => {
    const [before] = await ctx().database.db.select({ textToJoin: churchSettings.textToJoin }).from(churchSettings);
    const settings = (await (await admin.get("/api/admin/settings")).json()) as Record<string, unknown>;
    const { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, socialLinks } = settings;
    const save = (textToJoin: unknown) =>
      admin.request("PUT", "/api/admin/settings", { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, socialLinks, textToJoin });
    expect((await save({ keyword: "stop", keywordEs: "HOGAR", number: "(559) 555-0142" })).status).toBe(400);
    expect((await save({ keyword: "HOGAR", keywordEs: "hogar", number: "(559) 555-0142" })).status).toBe(400);
    expect((await save({ keyword: " join us ", keywordEs: "únete", number: "(559) 555-0142" })).status).toBe(200);
    const [after] = await ctx().database.db.select({ textToJoin: churchSettings.textToJoin }).from(churchSettings);
    expect(after?.textToJoin).toEqual({ keyword: "JOINUS", keywordEs: "UNETE", number: "(559) 555-0142" });

    expect(linkIn((await text("+15595550112", "Join us")).reply)).not.toBeNull();
    expect((await text("+15595550113", "Únete")).reply).toContain("¡Te damos la bienvenida");
    // HOME is now an ordinary message.
    expect((await text("+15595550114", "HOME")).reply).toContain("Thanks for your message!");
    await ctx().database.db.update(churchSettings).set({ textToJoin: before?.textToJoin });
  });

  it("lets a signed webhook through the same-site guard even from another site with cookies, and nothing else", async () => {
    const crossSite = { Origin: "https://evil.example", Cookie: "session=abc" };
    expect((await text("+15595550115", "HOME", { headers: crossSite })).status).toBe(200);
    const unsigned = await text("+15595550115", "HOME", { headers: crossSite, signature: null });
    expect(unsigned.status).toBe(403);
    expect(JSON.parse(unsigned.xml)).toMatchObject({ error: { code: "invalid_signature" } });
    // The card is a page of the site: from another site it is refused by the guard.
    const card = await texts.request("/api/sms/card", { method: "POST", headers: { ...crossSite, "Content-Type": "application/json" }, body: "{}" });
    expect(((await card.json()) as { error: { code: string } }).error.code).toBe("forbidden_origin");
  });

  it("limits the webhook per address", async () => {
    const limited = buildApp(ctx().database, ctx().webDistDir, { config: { TWILIO_AUTH_TOKEN: TOKEN, publicUrl: PUBLIC } });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await text("+15595550116", "x", { app: limited, signature: "bad" })).status);
    expect(statuses.slice(0, 120).every((s) => s === 403)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it("runs the same flow from Admin > Settings > Try a text, for admins with settings:write only", async () => {
    const status = (await (await admin.get("/api/admin/sms")).json()) as TextToConnectStatus;
    expect(status).toMatchObject({ twilio: true, webhookUrl: WEBHOOK, keyword: "HOME", keywordEs: "HOGAR" });

    const tried = await admin.post("/api/admin/sms/try", { from: "(559) 555-0120", body: " h o g a r " });
    expect(tried.status).toBe(200);
    const result = (await tried.json()) as TextReply;
    expect(result).toMatchObject({ action: "welcome", language: "es" });
    expect(result.reply).toContain(result.link ?? "missing");
    expect(result.link).toMatch(new RegExp(`^${PUBLIC}/connect/card\\?t=[\\w-]+&lang=es$`));
    const [token] = await ctx().database.db.select().from(smsCardTokens).where(eq(smsCardTokens.phone, "+15595550120"));
    expect(token?.source).toBe("trial");

    const message = (await (await admin.post("/api/admin/sms/try", { from: "+15595550120", body: "Hola, ¿a qué hora es el culto?" })).json()) as TextReply;
    expect(message).toMatchObject({ action: "message", language: "es" });
    expect(message.reply).toContain("¡Gracias por tu mensaje!");

    expect((await admin.post("/api/admin/sms/try", { from: "nobody", body: "HOME" })).status).toBe(400);
    // The admin portal's CSRF guard: no custom header, no trial.
    expect((await admin.request("POST", "/api/admin/sms/try", { from: "+15595550120", body: "HOME" }, { "X-Admin-Request": "0" })).status).toBe(403);
    const reader = (await signedInClient(texts, ctx().database.db, ["inbox:read"])).client;
    expect((await reader.post("/api/admin/sms/try", { from: "+15595550120", body: "HOME" })).status).toBe(403);
    expect((await reader.get("/api/admin/sms")).status).toBe(403);
  });

  const trial = async (from: string, body: string) => (await (await admin.post("/api/admin/sms/try", { from, body })).json()) as TextReply;
  const realContact = async (phone: string) => (await ctx().database.db.select().from(smsContacts).where(eq(smsContacts.phone, phone)))[0];

  it("answers a trial STOP as the real flow would, and the real number keeps getting texts", async () => {
    const phone = "+15595550140";
    expect(linkIn((await text(phone, "HOME")).reply)).not.toBeNull();
    const stop = await trial(phone, "STOP");
    expect(stop).toMatchObject({ action: "stop", reply: "You won't get more texts from Living Water Home Church. Text START if you change your mind." });
    // Within the trial the number is now opted out, as it would be...
    expect(await trial(phone, "HOME")).toMatchObject({ action: "ignored", reply: null });
    // ...but the real number is not.
    expect((await realContact(phone))?.optedOutAt).toBeNull();
    expect(linkIn((await text(phone, "HOME")).reply)).not.toBeNull();
  });

  it("answers a trial START as the real flow would, and a real number that opted out stays opted out", async () => {
    const phone = "+15595550141";
    await text(phone, "STOP");
    const optedOutAt = (await realContact(phone))?.optedOutAt;
    expect(optedOutAt).toBeInstanceOf(Date);
    // The trial starts from the real state: opted out, HOME gets no answer.
    expect(await trial(phone, "HOME")).toMatchObject({ action: "ignored", reply: null });
    expect((await trial(phone, "START")).reply).toContain("Welcome back!");
    expect(linkIn((await trial(phone, "HOME")).reply)).not.toBeNull();
    expect((await realContact(phone))?.optedOutAt).toEqual(optedOutAt);
    expect((await text(phone, "HOME")).xml).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });

  it("counts trial HOMEs apart: they never use up the real number's hourly card links, nor change its language or its 'thanks'", async () => {
    const phone = "+15595550142";
    await text(phone, "HOME");
    for (let i = 0; i < 5; i += 1) expect(linkIn((await trial(phone, "HOGAR")).reply), `trial ${i + 1}`).not.toBeNull();
    // The trial has its own hourly limit, as a real number would.
    expect(await trial(phone, "HOME")).toMatchObject({ action: "ignored", reply: null });
    expect((await realContact(phone))?.language).toBe("en");
    // The real number has used one of its five.
    for (let i = 0; i < 4; i += 1) expect(linkIn((await text(phone, "HOME")).reply), `real ${i + 2}`).not.toBeNull();
    expect((await text(phone, "HOME")).reply).toBeNull();

    const thanked = "+15595550143";
    expect((await trial(thanked, "Is there a service on Christmas Eve?")).reply).toContain("Thanks for your message!");
    expect(await realContact(thanked)).toBeUndefined();
    expect((await text(thanked, "Is there a service on Christmas Eve?")).reply).toContain("Thanks for your message!");
  });

  it("with the daily digest on, a text emails nobody at once and is listed in the next digest", async () => {
    const db = ctx().database.db;
    await db.update(connectSettings).set({ staffDigest: true, lastDigestAt: null });
    await text("+15595550130", "Can someone call me back?");
    expect((await mailTo(STAFF)).filter((m) => m.subject === "Text message from +15595550130")).toHaveLength(0);
    expect(await sendStaffDigest(db, createOutboxMailer(db, createLogger("silent")), PUBLIC)).toBeGreaterThan(0);
    const digest = (await mailTo(STAFF)).find((m) => m.subject?.startsWith("Daily summary"));
    expect(digest?.bodyText).toContain("+15595550130: Can someone call me back?");
    expect(digest?.bodyText).toContain("  - text: Marta Ruiz");
    await db.update(connectSettings).set({ staffDigest: false });
  });
});
