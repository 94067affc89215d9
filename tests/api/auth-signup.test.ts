import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { authUsers, profiles } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/lib/logger";
import { createSmtpMailer } from "../../src/server/lib/mail/smtp-mailer";
import { Browser, latestMessage, linkIn } from "./support/auth-client";
import { startSmtpSink } from "./support/smtp-sink";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

const password = "grace-abounds";

describeEachDatabase("member sign-up, confirmation and sign-in", (ctx) => {
  const signUp = (browser: Browser, body: Record<string, unknown>) => browser.json("/api/account/sign-up", { json: body });

  it("signs up, emails a confirmation link to /auth/callback, and signs in after it is followed", async () => {
    const browser = new Browser(ctx);
    const created = await signUp(browser, { fullName: "Maria Lopez", email: "maria@example.org", password, language: "es" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ok: true, username: "marialopez" });
    expect(browser.signedIn).toBe(false);

    const mail = await latestMessage(ctx().database.db, "maria@example.org");
    expect(mail?.subject).toMatch(/^Confirma tu correo electrónico/);
    expect(mail?.bodyHtml).toContain("<a href=");
    const link = linkIn(mail?.bodyText);
    expect(link).toContain("/api/auth/verify-email?token=");
    expect(decodeURIComponent(link)).toContain("callbackURL=/auth/callback");

    // Before confirming, the password is right but the email is not confirmed.
    const early = await browser.json("/api/auth/sign-in/email", { json: { email: "maria@example.org", password } });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: { code: "email_not_confirmed", message: "Email not confirmed" } });

    const confirmed = await browser.request(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/auth/callback?confirmed=1");
    expect(browser.signedIn).toBe(true);
    const me = await browser.json("/api/account/me");
    expect(me.body).toMatchObject({
      user: { email: "maria@example.org", emailVerified: true, name: "Maria Lopez", username: "marialopez", language: "es" },
      profile: { fullName: "Maria Lopez", displayName: "Maria Lopez", hasCompletedTour: false, tourCompletionDate: null },
      roles: [],
    });
    // When this browser's session ends unless used again: a month ahead (the service worker stops showing her responses then).
    const ends = Date.parse((me.body as { session: { expiresAt: string } }).session.expiresAt);
    expect(ends - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    await browser.request("/api/auth/sign-out", { json: {} });
    expect((await browser.json("/api/account/me")).body).toEqual({ user: null, profile: null, roles: [], session: null });

    const again = await browser.json("/api/auth/sign-in/email", { json: { email: "maria@example.org", password } });
    expect(again.status).toBe(200);
    expect(browser.signedIn).toBe(true);
  });

  it("sends an altered or expired confirmation link back to /auth/callback with the error, so the page can say what happened", async () => {
    const browser = new Browser(ctx);
    await signUp(browser, { fullName: "Link Tester", email: "linktest@example.org", password });
    const link = linkIn((await latestMessage(ctx().database.db, "linktest@example.org"))?.bodyText);
    const altered = await new Browser(ctx).request(link.replace(/token=[^&]+/, "token=not-a-real-token"));
    expect(altered.status).toBe(302);
    expect(altered.headers.get("location")).toBe("/auth/callback?confirmed=1&error=INVALID_TOKEN");
    // Followed twice: the second time the email is already confirmed, and the page says so (without signing in).
    expect((await new Browser(ctx).request(link)).headers.get("location")).toBe("/auth/callback?confirmed=1");
    const again = new Browser(ctx);
    expect((await again.request(link)).headers.get("location")).toBe("/auth/callback?confirmed=1");
    expect(again.signedIn).toBe(false);
  });

  it("responds to a wrong password with 'Invalid login credentials'", async () => {
    const browser = new Browser(ctx);
    await signUp(browser, { fullName: "Wrong Pass", email: "wrong@example.org", password });
    const res = await browser.json("/api/auth/sign-in/email", { json: { email: "wrong@example.org", password: "not-the-one" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "invalid_credentials", message: "Invalid login credentials" } });
    const unknown = await browser.json("/api/auth/sign-in/email", { json: { email: "nobody@example.org", password } });
    expect(unknown.body).toEqual(res.body);
  });

  it("defaults the username to the lowercased full name, numbered when another member has it, and refuses a chosen one that is taken", async () => {
    const browser = new Browser(ctx);
    expect((await signUp(browser, { fullName: "John  Paul Smith", email: "jps@example.org", password })).body).toMatchObject({
      username: "johnpaulsmith",
    });
    // A second John Paul Smith who left the username empty is not asked to fix it (nor told a namesake is a member).
    const namesake = await signUp(browser, { fullName: "John Paul Smith", email: "other-jps@example.org", password });
    expect(namesake.status).toBe(201);
    expect(namesake.body).toMatchObject({ ok: true, username: "johnpaulsmith2" });
    expect((await signUp(browser, { fullName: "John Paul Smith", email: "third-jps@example.org", password })).body).toMatchObject({
      username: "johnpaulsmith3",
    });

    const taken = await signUp(browser, { fullName: "Juan Pablo", email: "jp@example.org", password, username: "JohnPaulSmith" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: "username_taken", fields: { username: ["auth.validation.usernameTaken"] } } });
    expect((taken.body as { error: { message: string } }).error.message).toContain("johnpaulsmith");

    const chosen = await signUp(browser, { fullName: "Juan Pablo", email: "jp@example.org", password, username: "JP.Smith" });
    expect(chosen.body).toMatchObject({ ok: true, username: "jp.smith" });
  });

  it("numbers a long name's username within the 30 characters a username holds", async () => {
    const browser = new Browser(ctx);
    const fullName = "Maximiliano Bartholomew Fitzgerald";
    expect((await signUp(browser, { fullName, email: "max1@example.org", password })).body).toMatchObject({ username: "maximilianobartholomewfitzgera" });
    expect((await signUp(browser, { fullName, email: "max2@example.org", password })).body).toMatchObject({ username: "maximilianobartholomewfitzger2" });
  });

  it("validates the sign-up body: short password, bad phone", async () => {
    const browser = new Browser(ctx);
    const short = await signUp(browser, { fullName: "Shorty", email: "short@example.org", password: "12345" });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { fields: { password: ["auth.validation.passwordTooShort"] } } });
    const phone = await signUp(browser, { fullName: "Bad Phone", email: "phone@example.org", password, phone: "555-0100" });
    expect(phone.body).toMatchObject({ error: { fields: { phone: ["auth.validation.phoneInvalid"] } } });
  });

  it("gives an existing address the same response and no second account", async () => {
    const browser = new Browser(ctx);
    const first = await signUp(browser, { fullName: "Ann Twice", email: "twice@example.org", password });
    const second = await signUp(browser, { fullName: "Ann Again", email: "twice@example.org", password: "another-pass" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const rows = await ctx().database.db.select().from(authUsers).where(eq(authUsers.email, "twice@example.org"));
    expect(rows).toHaveLength(1);
    const [profile] = await ctx().database.db.select().from(profiles).where(eq(profiles.id, rows[0]?.id ?? ""));
    expect(profile?.fullName).toBe("Ann Twice");
  });

  it("refuses a used or tampered confirmation link and sends the member to /auth/callback with the reason", async () => {
    const browser = new Browser(ctx);
    await signUp(browser, { fullName: "Link Reuse", email: "reuse@example.org", password });
    const link = linkIn((await latestMessage(ctx().database.db, "reuse@example.org"))?.bodyText);
    const tampered = await new Browser(ctx).request(link.replace("token=", "token=x"));
    expect(tampered.status).toBe(302);
    expect(tampered.headers.get("location")).toMatch(/^\/auth\/callback\?confirmed=1&error=/);
  });
});

describeEachDatabase("member sign-up through a real mail server", (ctx) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let smtpApp: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const mailer = createSmtpMailer(ctx().database.db, createLogger("silent"), { smtpUrl: sink.url, from: "church@example.org" });
    smtpApp = { ...ctx(), app: buildApp(ctx().database, ctx().webDistDir, { mailer }) };
  });
  afterAll(() => sink.stop());

  it("delivers the confirmation email over SMTP; its link confirms the account and signs in", async () => {
    const browser = new Browser(() => smtpApp);
    await browser.json("/api/account/sign-up", { json: { fullName: "Sam Smtp", email: "sam@example.org", password } });
    const received = sink.messages.find((m) => m.to.includes("sam@example.org"));
    expect(received?.raw).toContain("Please confirm your email address");
    // Quoted-printable bodies wrap long lines with "=\r\n" and encode "=" as "=3D".
    const raw = received?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
    const link = linkIn(raw.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\S+/)?.[0]);
    const confirmed = await browser.request(link);
    expect(confirmed.status).toBe(302);
    const signIn = await new Browser(() => smtpApp).json("/api/auth/sign-in/email", { json: { email: "sam@example.org", password } });
    expect(signIn.status).toBe(200);
  });
});
