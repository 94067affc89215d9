import { expect, it } from "vitest";
import { signedInClient } from "./support/admin";
import { latestMessage, linkIn } from "./support/auth-client";
import { buildApp, describeEachDatabase } from "./support/test-app";

const SITE = "https://church.example";

/** The attributes of the Set-Cookie with this name, lower-cased, without the value. */
function cookieAttributes(setCookies: string[], name: string): string[] {
  const cookie = setCookies.find((c) => c.split("=")[0] === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${setCookies.join(" | ")}`);
  return cookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

describeEachDatabase("security headers, cookies and request limits", (ctx) => {
  const production = () => buildApp(ctx().database, ctx().webDistDir, { config: { NODE_ENV: "production", publicUrl: SITE } });

  it.each([
    ["a page of the web app", "/events"],
    ["an API response", "/api/health"],
    ["an API error", "/api/no-such-route"],
  ])("sends CSP with frame-ancestors, nosniff, a referrer policy and HSTS in production on %s", async (_what, url) => {
    const res = await production().request(url);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("leaves HSTS out outside production, where the site is served over plain HTTP", async () => {
    const res = await ctx().app.request("/api/health");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("gives a member's session cookie HttpOnly, SameSite=Lax and Secure in production", async () => {
    const app = production();
    const headers = { Origin: SITE, "Content-Type": "application/json" };
    const email = "cookie-check@church.test";
    const password = "a-long-enough-password";
    const signUp = await app.request("/api/account/sign-up", {
      method: "POST",
      headers,
      body: JSON.stringify({ fullName: "Cookie Check", email, password, language: "en" }),
    });
    expect(signUp.status).toBe(201);
    const link = new URL(linkIn((await latestMessage(ctx().database.db, email))?.bodyText));
    await app.request(`${link.pathname}${link.search}`, { headers: { Origin: SITE } });
    const signIn = await app.request("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email, password }) });
    expect(signIn.status).toBe(200);
    const attributes = cookieAttributes(signIn.headers.getSetCookie(), "__Secure-church.session_token");
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
  });

  it("gives the admin session cookie HttpOnly, SameSite=Strict and Secure in production", async () => {
    const { client } = await signedInClient(production(), ctx().database.db, ["health:read"]);
    const attributes = cookieAttributes(client.lastSetCookie, "__Host-admin_session");
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=strict", "path=/"]));
  });

  it("refuses a JSON body over 1 MB with 413 before any route reads it", async () => {
    const res = await ctx().app.request("/api/client-events/not-found", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: `/${"x".repeat(1024 * 1024)}` }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "body_too_large", message: "The request is too large." } });
  });

  it("refuses text with a NUL character, which the database cannot store, as a bad field", async () => {
    const res = await ctx().app.request("/api/client-events/not-found", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "/a\u0000b" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_error", fields: { path: ["Text cannot contain a NUL character."] } } });
  });

  it("responds to a cut-off upload with a 400 the admin can act on, not a server error", async () => {
    const { client } = await signedInClient(ctx().app, ctx().database.db, ["events:write"]);
    const res = await ctx().app.request("/api/admin/events/images", {
      method: "POST",
      headers: {
        "X-Admin-Request": "1",
        "Content-Type": "multipart/form-data; boundary=x",
        Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: "--x\r\nContent-Disposition: form-data; name=file\r\n\r\nabc",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "file_missing" } });
  });
});
