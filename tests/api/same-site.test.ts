import { beforeAll, expect, it } from "vitest";
import { Browser, ORIGIN, signUpConfirmed } from "./support/auth-client";
import { SIGNED_WEBHOOK_PATHS } from "../../src/server/app";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

const EVIL = "https://evil.example";
const PASSWORD = "walk-by-faith";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const SIGNED = new Set<string>(SIGNED_WEBHOOK_PATHS);

/** Every state-changing route of the public site and member portal, read from the app's own router. */
function memberWrites(app: TestContext["app"], signed = false): Array<{ method: string; path: string }> {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) {
    if (!UNSAFE.has(method) || !path.startsWith("/api/") || path.startsWith("/api/admin/") || path.includes("*")) continue;
    if (SIGNED.has(path) !== signed) continue;
    const url = path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
    seen.set(`${method} ${url}`, { method, path: url });
  }
  return [...seen.values()];
}

describeEachDatabase("requests from other sites (CSRF) and the address the site is reached at", (ctx) => {
  let cookie = "";

  beforeAll(async () => {
    await signUpConfirmed(ctx, { fullName: "Lydia Thyatira", email: "lydia@example.org", password: PASSWORD });
    const member = new Browser(ctx);
    expect((await member.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password: PASSWORD } })).status).toBe(200);
    const signIn = await ctx().app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "lydia@example.org", password: PASSWORD }),
    });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });

  it("refuses every state-changing member route a signed-in member's browser is made to call from another site", async () => {
    const routes = memberWrites(ctx().app);
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, path } of routes) {
      const attacks: Array<Record<string, string>> = [
        { Origin: EVIL, "Content-Type": "application/x-www-form-urlencoded" },
        { Origin: EVIL, "Content-Type": "text/plain" },
        { Referer: `${EVIL}/page`, "Content-Type": "application/x-www-form-urlencoded" },
        { Origin: "null", "Content-Type": "application/x-www-form-urlencoded" },
        { "Content-Type": "application/x-www-form-urlencoded" },
      ];
      for (const headers of attacks) {
        const response = await ctx().app.request(path, { method, headers: { ...headers, Cookie: cookie }, body: "amount=2500000&body=hi" });
        const what = `${method} ${path} ${JSON.stringify(headers)}`;
        expect(response.status, what).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code, what).toBe("forbidden_origin");
      }
    }
  });

  it("lets only the signed webhooks through from another site, where their own signature check refuses a forgery", async () => {
    expect(memberWrites(ctx().app, true).map((r) => r.path).sort()).toEqual([...SIGNED_WEBHOOK_PATHS].sort());
    const headers = { Origin: EVIL, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
    const sms = await ctx().app.request("/api/sms/inbound", { method: "POST", headers, body: "From=%2B15595550100&Body=HOME" });
    expect(sms.status).toBe(403);
    expect(((await sms.json()) as { error: { code: string } }).error.code).toBe("invalid_signature");
    // Giving runs in demo mode here: the Stripe webhook is not there at all.
    const stripe = await ctx().app.request("/api/giving/webhooks/stripe", { method: "POST", headers, body: "{}" });
    expect(stripe.status).toBe(404);
    // Any other method on those paths is not exempt.
    const put = await ctx().app.request("/api/sms/inbound", { method: "PUT", headers, body: "" });
    expect(((await put.json()) as { error: { code: string } }).error.code).toBe("forbidden_origin");
  });

  it("lets the site's own pages through, and calls that carry no cookie of ours (webhooks, API clients)", async () => {
    const ours = await ctx().app.request("/api/prayer", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ body: "Thank you for the meal train", category: "other", visibility: "public" }),
    });
    expect(ours.status).toBe(201);
    const noCookie = await ctx().app.request("/api/giving/webhooks/stripe", { method: "POST", body: "{}" });
    expect(((await noCookie.json()) as { error: { code: string } }).error.code).not.toBe("forbidden_origin");
  });

  it("signs in from the address a person typed when PUBLIC_URL is unset (127.0.0.1, the office's LAN address)", async () => {
    const app = buildApp(ctx().database, ctx().webDistDir, { config: { publicUrl: "http://localhost:3000" } });
    for (const host of ["127.0.0.1:3000", "192.168.1.20:3000", "localhost:3000"]) {
      const response = await app.request(`http://${host}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { Host: host, Origin: `http://${host}`, "Content-Type": "application/json" },
        body: JSON.stringify({ email: "lydia@example.org", password: PASSWORD }),
      });
      expect(response.status, host).toBe(200);
    }
    const elsewhere = await app.request("http://192.168.1.20:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: { Host: "192.168.1.20:3000", Origin: EVIL, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "lydia@example.org", password: PASSWORD }),
    });
    expect(elsewhere.status).toBe(403);
  });

  it("with PUBLIC_URL set, responds to a page at another address with a message that names PUBLIC_URL", async () => {
    const app = buildApp(ctx().database, ctx().webDistDir, { config: { PUBLIC_URL: "https://www.church.example", publicUrl: "https://www.church.example" } });
    const pinned = await app.request("https://www.church.example/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: "https://www.church.example", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "lydia@example.org", password: PASSWORD }),
    });
    expect(pinned.status).toBe(200);
    const typed = await app.request("http://127.0.0.1:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: { Host: "127.0.0.1:3000", Origin: "http://127.0.0.1:3000", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "lydia@example.org", password: PASSWORD }),
    });
    expect(typed.status).toBe(403);
    const { error } = (await typed.json()) as { error: { code: string; message: string; params: Record<string, string> } };
    expect(error.code).toBe("forbidden_origin");
    expect(error.message).toContain("https://www.church.example");
    expect(error.params).toEqual({ publicUrl: "https://www.church.example" });
  });
});
