import { eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { authUsers, authVerifications } from "../../src/server/db/schema";
import { memberHoldsRole } from "../../src/server/features/accounts/member-session";
import { grantRole } from "../../src/server/features/accounts/service";
import { Browser, codeIn, latestMessage, linkIn, signUpConfirmed, signUpWithVerifiedPhone } from "./support/auth-client";
import { describeEachDatabase, type TestContext } from "./support/test-app";

const password = "walk-by-faith";

/** Signs up and confirms a member through the emailed link, and verifies their phone by code; returns a signed-out browser. */
const confirmedMember = (ctx: () => TestContext, fullName: string, email: string, phone?: string) =>
  phone ? signUpWithVerifiedPhone(ctx, { fullName, email, password, phone }) : signUpConfirmed(ctx, { fullName, email, password });

async function userId(ctx: () => TestContext, email: string) {
  const [row] = await ctx().database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describeEachDatabase("member sign-in by phone, SMS code and magic link", (ctx) => {
  beforeAll(async () => {
    await confirmedMember(ctx, "Peter Rock", "peter@example.org", "+15595550111");
  });

  it("signs in with phone and password once the email is confirmed and the phone verified by code", async () => {
    const browser = new Browser(ctx);
    const ok = await browser.json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550111", password } });
    expect(ok.status).toBe(200);
    expect((await browser.json("/api/account/me")).body).toMatchObject({ user: { email: "peter@example.org", phone: "+15595550111" } });
    const wrong = await new Browser(ctx).json("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+15595550111", password: "nope-nope" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: "invalid_credentials", message: "Invalid login credentials" } });
  });

  it("texts a one-time code that signs in once; a wrong code is refused", async () => {
    const browser = new Browser(ctx);
    const sent = await browser.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: "+15595550111" } });
    expect(sent.status).toBe(200);
    const text = await latestMessage(ctx().database.db, "+15595550111", "sms");
    expect(text?.bodyText).toMatch(/your sign-in code is \d{6}/);
    const code = codeIn(text?.bodyText);

    const wrong = await browser.json("/api/auth/phone-number/verify", { json: { phoneNumber: "+15595550111", code: code === "000000" ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: "invalid_otp" } });

    const ok = await browser.json("/api/auth/phone-number/verify", { json: { phoneNumber: "+15595550111", code } });
    expect(ok.status).toBe(200);
    expect((await browser.json("/api/account/me")).body).toMatchObject({ user: { email: "peter@example.org", phoneVerified: true } });

    const reused = await new Browser(ctx).json("/api/auth/phone-number/verify", { json: { phoneNumber: "+15595550111", code } });
    expect(reused.status).toBe(400);
  });

  it("refuses an expired SMS code", async () => {
    const browser = new Browser(ctx);
    await browser.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: "+15595550111" } });
    const code = codeIn((await latestMessage(ctx().database.db, "+15595550111", "sms"))?.bodyText);
    await ctx()
      .database.db.update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerifications.identifier, "%+15595550111%"));
    const expired = await browser.json("/api/auth/phone-number/verify", { json: { phoneNumber: "+15595550111", code } });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: { code: "otp_expired" } });
  });

  it("sends no text to a number that has no account, with the same response", async () => {
    const browser = new Browser(ctx);
    const sent = await browser.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: "+15595550999" } });
    expect(sent.status).toBe(200);
    expect(await latestMessage(ctx().database.db, "+15595550999", "sms")).toBeUndefined();
  });

  it("emails a magic link that signs in once and lands on /auth/callback", async () => {
    const browser = new Browser(ctx);
    const sent = await browser.json("/api/auth/sign-in/magic-link", {
      json: { email: "peter@example.org", callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
    });
    expect(sent.status).toBe(200);
    const mail = await latestMessage(ctx().database.db, "peter@example.org");
    expect(mail?.subject).toMatch(/^Your sign-in link/);
    const link = linkIn(mail?.bodyText);
    const first = await browser.request(link);
    expect(first.headers.get("location")).toBe("http://localhost:3000/auth/callback");
    expect(browser.signedIn).toBe(true);

    const again = await new Browser(ctx).request(link);
    expect(again.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?error=INVALID_TOKEN/);
  });

  it("refuses an expired magic link", async () => {
    const browser = new Browser(ctx);
    await browser.json("/api/auth/sign-in/magic-link", {
      json: { email: "peter@example.org", callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
    });
    const link = linkIn((await latestMessage(ctx().database.db, "peter@example.org"))?.bodyText);
    await ctx().database.db.update(authVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await browser.request(link);
    expect(expired.headers.get("location")).toMatch(/\/auth\/callback\?error=/);
    expect(browser.signedIn).toBe(false);
  });

  it("responds to a magic link request for an unknown address the same way, and sends nothing", async () => {
    const sent = await new Browser(ctx).json("/api/auth/sign-in/magic-link", { json: { email: "stranger@example.org", callbackURL: "/auth/callback" } });
    expect(sent.status).toBe(200);
    expect(await latestMessage(ctx().database.db, "stranger@example.org")).toBeUndefined();
  });

  it("stops repeated sign-in attempts with 'Too many attempts, try again in N minutes'", async () => {
    const browser = new Browser(ctx);
    const attempt = () => browser.json("/api/auth/sign-in/email", { json: { email: "target@example.org", password: "guess-guess" } });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "rate_limited", message: "Too many attempts, try again in 15 minutes." } });
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(800);

    // Code-sending routes are limited too.
    const texts = () => browser.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: "+15595550777" } });
    for (let i = 0; i < 3; i += 1) expect((await texts()).status).toBe(200);
    expect((await texts()).status).toBe(429);
  });

  it("looks up roles after sign-in: admin and moderator", async () => {
    await confirmedMember(ctx, "Ada Admin", "ada@example.org");
    const id = await userId(ctx, "ada@example.org");
    await grantRole(ctx().database.db, id, "admin");
    await grantRole(ctx().database.db, id, "moderator");
    expect(await memberHoldsRole(ctx().database.db, id, "admin")).toBe(true);
    expect(await memberHoldsRole(ctx().database.db, id, "moderator")).toBe(true);
    expect(await memberHoldsRole(ctx().database.db, await userId(ctx, "peter@example.org"), "moderator")).toBe(false);

    const browser = new Browser(ctx);
    await browser.json("/api/auth/sign-in/email", { json: { email: "ada@example.org", password } });
    expect((await browser.json("/api/account/me")).body).toMatchObject({ roles: ["admin", "moderator"] });
    await browser.request("/api/auth/sign-out", { json: {} });
    expect((await browser.json("/api/account/me")).body).toMatchObject({ user: null, roles: [] });
  });

  it("updates only the member's own profile and stores the tour completion", async () => {
    await confirmedMember(ctx, "Ruth Moab", "ruth@example.org");
    const ruth = new Browser(ctx);
    await ruth.json("/api/auth/sign-in/email", { json: { email: "ruth@example.org", password } });
    const updated = await ruth.json("/api/account/profile", {
      method: "PATCH",
      json: { displayName: "Ruthie", fullName: "Ruth of Moab", username: "ruth", language: "es" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      user: { name: "Ruth of Moab", username: "ruth", language: "es" },
      profile: { displayName: "Ruthie", fullName: "Ruth of Moab" },
    });

    const before = Date.now();
    const toured = await ruth.json("/api/account/tour", { method: "PUT", json: { completed: true } });
    expect(toured.body).toMatchObject({ profile: { hasCompletedTour: true } });
    const date = (toured.body as { profile: { tourCompletionDate: string } }).profile.tourCompletionDate;
    expect(Date.parse(date)).toBeGreaterThanOrEqual(before - 1000);

    // Peter cannot take Ruth's username and sees only his own data.
    const peter = new Browser(ctx);
    await peter.json("/api/auth/sign-in/email", { json: { email: "peter@example.org", password } });
    const clash = await peter.json("/api/account/profile", { method: "PATCH", json: { username: "ruth" } });
    expect(clash.status).toBe(409);
    expect((await peter.json("/api/account/me")).body).toMatchObject({ user: { email: "peter@example.org" }, profile: { hasCompletedTour: false } });

    const guest = await new Browser(ctx).json("/api/account/profile", { method: "PATCH", json: { displayName: "x" } });
    expect(guest.status).toBe(401);
  });

  it("changes the password and deletes the account with its personal data", async () => {
    await confirmedMember(ctx, "Del Member", "del@example.org", "+15595550222");
    const browser = new Browser(ctx);
    await browser.json("/api/auth/sign-in/email", { json: { email: "del@example.org", password } });
    const changed = await browser.json("/api/auth/change-password", { json: { currentPassword: password, newPassword: "new-secret-1" } });
    expect(changed.status).toBe(200);
    const deleted = await browser.json("/api/auth/delete-user", { json: { password: "new-secret-1" } });
    expect(deleted.status).toBe(200);
    const rows = await ctx().database.db.select().from(authUsers).where(eq(authUsers.email, "del@example.org"));
    expect(rows).toEqual([]);
    expect(await latestMessage(ctx().database.db, "del@example.org")).toBeUndefined();
  });
});
