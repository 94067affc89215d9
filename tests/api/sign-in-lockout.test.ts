import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema/outbox";
import { AdminClient, createTestAdmin } from "./support/admin";
import { Browser, signUpConfirmed, signUpWithVerifiedPhone } from "./support/auth-client";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

const password = "steadfast-and-sure";
const ATTACKER = "203.0.113.66";
const MEMBER_HOME = "198.51.100.7";

/*
 * Issue 48, item 9: sign-in is limited per address and account together (OWASP's guidance), so failures from an
 * attacker's address lock that address out, never the person at their own; a much higher ceiling per account
 * still slows an attack spread over many addresses.
 */
describeEachDatabase("sign-in lockout by address and account together", (ctx) => {
  /** A fresh app (fresh counters) behind the proxy it trusts, so each client's X-Forwarded-For is its address. */
  const behindProxy = (): (() => TestContext) => {
    const app = buildApp(ctx().database, ctx().webDistDir, { config: { TRUST_PROXY: true, ADMIN_LOGIN_RATE_LIMIT: 10_000 } });
    return () => ({ ...ctx(), app });
  };
  const from = (context: () => TestContext, ip: string) => new Browser(context, { "X-Forwarded-For": ip });
  const sentTo = async (recipient: string, kind: string) =>
    (await ctx().database.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)))).length;

  it("an attacker's wrong passwords lock the attacker's address out, and the member still signs in from their own", async () => {
    const context = behindProxy();
    await signUpWithVerifiedPhone(context, { fullName: "Lydia Purple", email: "lydia@example.org", password, phone: "+15595550161" });

    const attacker = from(context, ATTACKER);
    for (let i = 0; i < 5; i += 1) {
      expect((await attacker.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password: `guess-${i}-guess` } })).status).toBe(401);
    }
    // Limited now, and hammering on from the same address changes nothing for Lydia.
    for (let i = 0; i < 60; i += 1) {
      expect((await attacker.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password: `more-${i}-guesses` } })).status).toBe(429);
    }
    const member = from(context, MEMBER_HOME);
    const signedIn = await member.json("/api/auth/sign-in/email", { json: { email: "LYDIA@example.org", password } });
    expect(signedIn.status).toBe(200);
    expect(member.signedIn).toBe(true);
    // The attacker stays limited, even with the right password.
    const stillLimited = await attacker.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password } });
    expect(stillLimited.status).toBe(429);
    expect(stillLimited.body).toEqual({ error: { code: "rate_limited", message: "Too many attempts, try again in 15 minutes." } });

    // Phone + password alike.
    for (let i = 0; i < 5; i += 1) {
      await attacker.json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550161", password: `guess-${i}-guess` } });
    }
    expect((await attacker.json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550161", password } })).status).toBe(429);
    expect((await from(context, MEMBER_HOME).json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550161", password } })).status).toBe(200);
  });

  it("magic links and text codes asked for elsewhere do not use up the member's own", async () => {
    const context = behindProxy();
    await signUpWithVerifiedPhone(context, { fullName: "Tabitha Joppa", email: "tabitha@example.org", password, phone: "+15595550162" });
    const attacker = from(context, ATTACKER);
    const member = from(context, MEMBER_HOME);
    const magicLink = (browser: Browser) =>
      browser.json("/api/auth/sign-in/magic-link", { json: { email: "tabitha@example.org", callbackURL: "/auth/callback" } });
    const textCode = (browser: Browser) => browser.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: "+15595550162" } });

    for (let i = 0; i < 3; i += 1) expect((await magicLink(attacker)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await magicLink(attacker)).status).toBe(429);
    const links = await sentTo("tabitha@example.org", "member.magic-link");
    expect((await magicLink(member)).status).toBe(200);
    expect(await sentTo("tabitha@example.org", "member.magic-link")).toBe(links + 1);
    expect((await magicLink(attacker)).status).toBe(429);

    for (let i = 0; i < 3; i += 1) expect((await textCode(attacker)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await textCode(attacker)).status).toBe(429);
    const texts = await sentTo("+15595550162", "member.sign-in-code");
    expect((await textCode(member)).status).toBe(200);
    expect(await sentTo("+15595550162", "member.sign-in-code")).toBe(texts + 1);
    expect((await textCode(attacker)).status).toBe(429);
  });

  it("still stops an attack spread over many addresses at a ceiling per account", async () => {
    const context = behindProxy();
    await signUpConfirmed(context, { fullName: "Dorcas Many", email: "dorcas@example.org", password });
    // 20 addresses, each within its own 5 tries: 100 wrong passwords in all.
    for (let address = 0; address < 20; address += 1) {
      const attacker = from(context, `192.0.2.${address + 1}`);
      for (let i = 0; i < 5; i += 1) {
        expect((await attacker.json("/api/auth/sign-in/email", { json: { email: "dorcas@example.org", password: `guess-${i}-guess` } })).status).toBe(401);
      }
    }
    expect((await from(context, "192.0.2.99").json("/api/auth/sign-in/email", { json: { email: "dorcas@example.org", password } })).status).toBe(429);
    // Another member's sign-in is untouched.
    await signUpConfirmed(context, { fullName: "Other Member", email: "other-member@example.org", password });
    expect((await from(context, "192.0.2.99").json("/api/auth/sign-in/email", { json: { email: "other-member@example.org", password } })).status).toBe(200);
  });

  it("an attacker's wrong passwords at the admin sign-in lock the attacker's address out, not the admin at theirs", async () => {
    const { app } = behindProxy()();
    const admin = await createTestAdmin(ctx().database.db, ["health:read"]);
    const attacker = new AdminClient(app, { "X-Forwarded-For": ATTACKER });
    for (let i = 0; i < 5; i += 1) {
      expect((await attacker.post("/api/admin/auth/login", { email: admin.email, password: `wrong ${i}` })).status).toBe(401);
    }
    for (let i = 0; i < 60; i += 1) {
      expect((await attacker.post("/api/admin/auth/login", { email: admin.email, password: `still wrong ${i}` })).status).toBe(423);
    }
    const own = new AdminClient(app, { "X-Forwarded-For": MEMBER_HOME });
    expect((await own.signIn(admin)).status).toBe(200);
    expect(await own.isSignedIn()).toBe(true);
    expect((await attacker.post("/api/admin/auth/login", { email: admin.email, password: admin.password })).status).toBe(423);

    // An address with no account behind the email is locked the same way, so a lockout reveals no account.
    const ghost = "ghost@church.test";
    for (let i = 0; i < 5; i += 1) await attacker.post("/api/admin/auth/login", { email: ghost, password: "x" });
    expect((await attacker.post("/api/admin/auth/login", { email: ghost, password: "x" })).status).toBe(423);
    expect((await own.post("/api/admin/auth/login", { email: ghost, password: "x" })).status).toBe(401);
  });

  it("admin sign-in links asked for elsewhere do not use up the admin's own", async () => {
    const { app } = behindProxy()();
    const admin = await createTestAdmin(ctx().database.db, ["health:read"]);
    const attacker = new AdminClient(app, { "X-Forwarded-For": ATTACKER });
    for (let i = 0; i < 8; i += 1) expect((await attacker.post("/api/admin/auth/magic-link", { email: admin.email })).status).toBe(200);
    expect(await sentTo(admin.email, "admin.sign-in-link")).toBe(3);
    const own = new AdminClient(app, { "X-Forwarded-For": MEMBER_HOME });
    expect((await own.post("/api/admin/auth/magic-link", { email: admin.email })).status).toBe(200);
    expect(await sentTo(admin.email, "admin.sign-in-link")).toBe(4);
  });

  it("still stops an admin attack spread over many addresses at a ceiling per account", async () => {
    const { app } = behindProxy()();
    const admin = await createTestAdmin(ctx().database.db, ["health:read"]);
    for (let address = 0; address < 10; address += 1) {
      const attacker = new AdminClient(app, { "X-Forwarded-For": `192.0.2.${address + 1}` });
      for (let i = 0; i < 5; i += 1) expect((await attacker.post("/api/admin/auth/login", { email: admin.email, password: `wrong ${i}` })).status).toBe(401);
    }
    const own = new AdminClient(app, { "X-Forwarded-For": MEMBER_HOME });
    expect((await own.post("/api/admin/auth/login", { email: admin.email, password: admin.password })).status).toBe(423);
  });
});
