import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers, profiles } from "../../src/server/db/schema";
import { Browser, codeIn, latestMessage, signUpConfirmed } from "./support/auth-client";
import { openAtRelease } from "./support/older-release";
import { buildApp, databaseTargets, describeEachDatabase, fakeWebDist, type TestContext } from "./support/test-app";

const VICTIM_PHONE = "+15595550141";
const malloryPassword = "mallory-knows-best";
const victimPassword = "victim-walks-in-light";

/** Signs in by email and password; returns the signed-in browser. */
async function signedIn(ctx: () => TestContext, email: string, password: string) {
  const browser = new Browser(ctx);
  const res = await browser.json("/api/auth/sign-in/email", { json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return browser;
}

/** Asks for a sign-in code by text and returns the newest code that number received (undefined: no text). */
async function textedCode(ctx: () => TestContext, browser: Browser, phone: string) {
  const before = await latestMessage(ctx().database.db, phone, "sms");
  const sent = await browser.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: phone } });
  expect(sent.status).toBe(200);
  const after = await latestMessage(ctx().database.db, phone, "sms");
  return after && after.id !== before?.id ? codeIn(after.bodyText) : undefined;
}

describeEachDatabase("a phone number belongs to an account only once a code sent to it was verified", (ctx) => {
  it("Mallory's claim on the victim's phone at sign-up blocks nobody and signs nobody in", async () => {
    // Mallory signs up with her own email and the victim's phone, and confirms only her email.
    await signUpConfirmed(ctx, { fullName: "Mallory Claim", email: "mallory@example.org", password: malloryPassword, phone: VICTIM_PHONE });

    // Neither a text code nor phone + password signs anyone in on the unverified number.
    const stranger = new Browser(ctx);
    expect(await textedCode(ctx, stranger, VICTIM_PHONE)).toBeUndefined();
    const guessed = await stranger.json("/api/auth/phone-number/verify", { json: { phoneNumber: VICTIM_PHONE, code: "123456" } });
    expect(guessed.status).toBe(400);
    expect(stranger.signedIn).toBe(false);
    const byPassword = await stranger.json("/api/auth/sign-in/phone-number", { json: { phoneNumber: VICTIM_PHONE, password: malloryPassword } });
    expect(byPassword.status).toBe(401);
    expect(byPassword.body).toEqual({ error: { code: "invalid_credentials", message: "Invalid login credentials" } });
    expect(stranger.signedIn).toBe(false);
    // Mallory's settings show the number as hers to verify, not as her phone.
    const malloryBrowser = await signedIn(ctx, "mallory@example.org", malloryPassword);
    expect((await malloryBrowser.json("/api/account/me")).body).toMatchObject({ user: { phone: null, phoneVerified: false, pendingPhone: VICTIM_PHONE } });

    // The victim's own sign-up with that phone gets the response any sign-up gets.
    const victimSignUp = await new Browser(ctx).json("/api/account/sign-up", {
      json: { fullName: "Vera Owner", email: "vera@example.org", password: victimPassword, phone: VICTIM_PHONE },
    });
    expect(victimSignUp.status).toBe(201);
    expect(victimSignUp.body).toEqual({ ok: true, username: "veraowner" });
    const freshNumber = await new Browser(ctx).json("/api/account/sign-up", {
      json: { fullName: "Fresh Number", email: "fresh@example.org", password: victimPassword, phone: "+15595550142" },
    });
    expect(freshNumber.status).toBe(victimSignUp.status);
    expect(Object.keys(freshNumber.body)).toEqual(Object.keys(victimSignUp.body));

    // The victim confirms her email and adds her phone in /settings with the code texted to it.
    await signUpConfirmedLink(ctx, "vera@example.org");
    const vera = await signedIn(ctx, "vera@example.org", victimPassword);
    expect((await vera.json("/api/account/me")).body).toMatchObject({ user: { phone: null, pendingPhone: VICTIM_PHONE } });
    const code = await textedCode(ctx, vera, VICTIM_PHONE);
    expect(code).toBeDefined();
    const added = await vera.json("/api/auth/phone-number/verify", { json: { phoneNumber: VICTIM_PHONE, code, updatePhoneNumber: true } });
    expect(added.status).toBe(200);
    expect((await vera.json("/api/account/me")).body).toMatchObject({
      user: { email: "vera@example.org", phone: VICTIM_PHONE, phoneVerified: true, pendingPhone: null },
    });
    // Mallory's claim on it is gone: her settings no longer offer to verify the victim's number.
    expect((await malloryBrowser.json("/api/account/me")).body).toMatchObject({ user: { phone: null, pendingPhone: null } });

    // "Sign in with a text code" on the victim's phone now signs the victim in, never Mallory.
    const victimPhone = new Browser(ctx);
    const signInCode = await textedCode(ctx, victimPhone, VICTIM_PHONE);
    const byCode = await victimPhone.json("/api/auth/phone-number/verify", { json: { phoneNumber: VICTIM_PHONE, code: signInCode } });
    expect(byCode.status).toBe(200);
    expect((await victimPhone.json("/api/account/me")).body).toMatchObject({ user: { email: "vera@example.org" } });

    // Phone + password: the victim's password works on her number, Mallory's does not.
    const malloryTries = await new Browser(ctx).json("/api/auth/sign-in/phone-number", { json: { phoneNumber: VICTIM_PHONE, password: malloryPassword } });
    expect(malloryTries.status).toBe(401);
    const veraTries = new Browser(ctx);
    expect((await veraTries.json("/api/auth/sign-in/phone-number", { json: { phoneNumber: VICTIM_PHONE, password: victimPassword } })).status).toBe(200);
    expect((await veraTries.json("/api/account/me")).body).toMatchObject({ user: { email: "vera@example.org" } });
  });

  it("keeps a member's own sign-up phone waiting until they verify it in /settings, and lets them drop it", async () => {
    await signUpConfirmed(ctx, { fullName: "Paul Pending", email: "paul@example.org", password: victimPassword, phone: "+15595550143" });
    const paul = await signedIn(ctx, "paul@example.org", victimPassword);
    expect((await paul.json("/api/account/me")).body).toMatchObject({ user: { phone: null, phoneVerified: false, pendingPhone: "+15595550143" } });
    // Until verified, the number signs nobody in.
    const early = await new Browser(ctx).json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550143", password: victimPassword } });
    expect(early.status).toBe(401);

    const removed = await paul.json("/api/account/phone", { method: "DELETE" });
    expect(removed.body).toMatchObject({ user: { phone: null, pendingPhone: null } });
  });

  it("refuses to store an unverified number in the account's phone column at all", async () => {
    await signUpConfirmed(ctx, { fullName: "Column Check", email: "column@example.org", password: victimPassword });
    const write = ctx()
      .database.db.update(authUsers)
      .set({ phoneNumber: "+15595550144", phoneNumberVerified: false })
      .where(eq(authUsers.email, "column@example.org"));
    await expect(write).rejects.toThrow();
  });
});

/** Confirms an address through the link emailed to it (the sign-up was made already). */
async function signUpConfirmedLink(ctx: () => TestContext, email: string) {
  const mail = await latestMessage(ctx().database.db, email);
  const link = mail?.bodyText.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email}`);
  const browser = new Browser(ctx);
  expect((await browser.request(link)).status).toBe(302);
}

for (const target of databaseTargets()) {
  describe(`an install upgrading to verified phones only [${target.name}]`, () => {
    let opened: Awaited<ReturnType<typeof openAtRelease>> | undefined;
    const webDist = fakeWebDist();
    beforeAll(async () => {
      opened = await openAtRelease(target, "_verified_phones");
    });
    afterAll(async () => {
      await opened?.dispose();
      rmSync(webDist, { recursive: true, force: true });
    });

    it("moves every unverified number back to its profile's pending phone, where it signs nobody in", async () => {
      if (!opened) throw new Error("not opened");
      const { database } = opened;
      const { db } = database;
      const app = buildApp(database, webDist);
      const context: () => TestContext = () => ({ database, app, webDistDir: webDist });
      // What the release before left: Mallory's sign-up phone copied in unverified on her email confirmation,
      // and a member whose number a code verified.
      await signUpConfirmed(context, { fullName: "Mallory Old", email: "mallory-old@example.org", password: malloryPassword });
      await signUpConfirmed(context, { fullName: "Vera Old", email: "vera-old@example.org", password: victimPassword });
      await db.update(authUsers).set({ phoneNumber: "+15595550145", phoneNumberVerified: false }).where(eq(authUsers.email, "mallory-old@example.org"));
      await db.update(authUsers).set({ phoneNumber: "+15595550146", phoneNumberVerified: true }).where(eq(authUsers.email, "vera-old@example.org"));

      await opened.upgrade();

      const rows = await db
        .select({ email: authUsers.email, phone: authUsers.phoneNumber, verified: authUsers.phoneNumberVerified, pending: profiles.pendingPhone })
        .from(authUsers)
        .innerJoin(profiles, eq(profiles.id, authUsers.id))
        .orderBy(authUsers.email);
      expect(rows).toEqual([
        { email: "mallory-old@example.org", phone: null, verified: false, pending: "+15595550145" },
        { email: "vera-old@example.org", phone: "+15595550146", verified: true, pending: null },
      ]);
      const byPassword = await new Browser(context).json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550145", password: malloryPassword } });
      expect(byPassword.status).toBe(401);
      const verified = await new Browser(context).json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550146", password: victimPassword } });
      expect(verified.status).toBe(200);
    });
  });
}
