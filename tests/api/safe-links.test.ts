import { beforeAll, expect, it } from "vitest";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, latestMessage, linkIn, ORIGIN, signUpConfirmed } from "./support/auth-client";
import { buildApp, describeEachDatabase } from "./support/test-app";
import { EVIL_LINKS, GOOD_PATHS } from "../support/evil-links";

describeEachDatabase("one same-site link check at every entry point", (ctx) => {
  let app: ReturnType<typeof buildApp>;
  const password = "correct horse battery";
  /** Browsers talking to this test's app. */
  const mine = () => ({ ...ctx(), app });

  beforeAll(async () => {
    // Many refused requests from one address: the per-address limits are raised (per-person limits are kept).
    app = buildApp(ctx().database, ctx().webDistDir, { config: { MEMBER_AUTH_IP_LIMIT_FACTOR: 100 } });
    await signUpConfirmed(ctx, { fullName: "Priscilla Tentmaker", email: "priscilla@example.org", password });
  }, 120_000);

  it("refuses every evil link as a push announcement's page, and takes the site's own pages", async () => {
    // An admin may send ten announcements an hour: a new admin every few tries.
    let sender: AdminClient | undefined;
    let tries = 0;
    const announce = async (url: string) => {
      if (!sender || tries++ % 9 === 0) sender = (await signedInClient(app, ctx().database.db, ["email:send"])).client;
      return (await sender.post("/api/admin/push/announcements", { title: { en: "Hi", es: "Hola" }, body: { en: "b", es: "b" }, url })).status;
    };
    for (const url of EVIL_LINKS) expect(await announce(url), JSON.stringify(url)).toBe(400);
    for (const url of GOOD_PATHS) expect(await announce(url), url).toBe(201);
  });

  it("refuses every evil link as where a sign-in, a sign-in link, a confirmation or a change of email should land", async () => {
    const member = new Browser(mine);
    const priscilla = new Browser(mine);
    expect((await priscilla.json("/api/auth/sign-in/email", { json: { email: "priscilla@example.org", password } })).status).toBe(200);
    for (const [i, url] of EVIL_LINKS.entries()) {
      const label = JSON.stringify(url);
      // Another address each time: the per-person limits of these routes are a few an hour.
      const email = `visitor${i}@example.org`;
      const magic = await member.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: url } });
      expect(magic.status, `magic link ${label}`).toBe(400);
      const errorTo = await member.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/auth/callback", errorCallbackURL: url } });
      expect(errorTo.status, `magic link error ${label}`).toBe(400);
      const newUserTo = await member.json("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/auth/callback", newUserCallbackURL: url } });
      expect(newUserTo.status, `magic link new user ${label}`).toBe(400);
      const signIn = await member.json("/api/auth/sign-in/email", { json: { email, password, callbackURL: url } });
      expect(signIn.status, `sign-in ${label}`).toBe(400);
      const verify = await member.json("/api/auth/send-verification-email", { json: { email, callbackURL: url } });
      expect(verify.status, `verification ${label}`).toBe(400);
      const newEmail = await priscilla.json("/api/auth/change-email", { json: { newEmail: `new${i}@example.org`, callbackURL: url } });
      expect(newEmail.status, `change of email ${label}`).toBe(400);
    }
    // The site's own callback, as a path or as its full address, is fine.
    for (const callbackURL of ["/auth/callback", `${ORIGIN}/auth/callback`]) {
      expect((await member.json("/api/auth/sign-in/magic-link", { json: { email: "priscilla@example.org", callbackURL } })).status).toBe(200);
    }
  });

  it("never follows an evil link written into a sign-in link", async () => {
    const member = new Browser(mine);
    await member.json("/api/auth/sign-in/magic-link", { json: { email: "priscilla@example.org", callbackURL: "/auth/callback" } });
    const link = new URL(linkIn((await latestMessage(ctx().database.db, "priscilla@example.org"))?.bodyText));
    for (const url of EVIL_LINKS) {
      const altered = new URL(link);
      altered.searchParams.set("callbackURL", url);
      const response = await new Browser(mine).request(altered.toString());
      const location = response.headers.get("location");
      if (location !== null) expect(new URL(location, ORIGIN).origin, `${JSON.stringify(url)} -> ${location}`).toBe(ORIGIN);
    }
  });
});
