import { beforeAll, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { SUPER_ADMIN_SCOPE } from "../../src/shared/admin-scopes";
import { signedInClient } from "./support/admin";
import { ORIGIN, signUpConfirmed } from "./support/auth-client";
import { createEvent, eventInput } from "./support/events";
import { describeEachDatabase } from "./support/test-app";

const PASSWORD = "walk-by-faith";
/** The live chat stream never ends: it is an open event stream, sent with no-store by its own route. */
const SKIPPED = new Set(["/api/watch/chat/stream"]);

describeEachDatabase("Cache-Control of every response that depends on who is asking", (ctx) => {
  const cookies = { member: "", admin: "" };
  const fill: Record<string, string> = {};

  beforeAll(async () => {
    const { app, database } = ctx();
    await seedDemoContent(database.db);
    await signUpConfirmed(ctx, { fullName: "Dorcas Joppa", email: "dorcas@example.org", password: PASSWORD });
    const signIn = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "dorcas@example.org", password: PASSWORD }),
    });
    cookies.member = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { client } = await signedInClient(app, database.db, [SUPER_ADMIN_SCOPE]);
    cookies.admin = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // A members-only event: its page and its .ics are for signed-in members only.
    const event = await createEvent(client, eventInput({ visibility: "members" }));
    fill.id = event.id;
    fill.date = event.startLocal.slice(0, 10);
  });

  const request = (url: string, cookie?: string) => ctx().app.request(url, { headers: cookie ? { Cookie: cookie, Origin: ORIGIN } : {} });

  it("keeps every response to a signed-in member or admin out of every cache, unless it is the same for everyone", async () => {
    const routes = [...new Set(ctx().app.routes.filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !r.path.includes("*")).map((r) => r.path))];
    expect(routes.length).toBeGreaterThan(80);
    for (const path of routes.filter((p) => !SKIPPED.has(p))) {
      const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => fill[name] ?? "00000000-0000-4000-8000-000000000000");
      const cookie = path.startsWith("/api/admin/") ? cookies.admin : cookies.member;
      const res = await request(url, cookie);
      const given = res.headers.get("cache-control") ?? "";
      if (/\bpublic\b/.test(given)) {
        // Cacheable only when a guest gets the very same response (a calendar's DTSTAMP is the moment it was made).
        const guest = await request(url);
        const same = (text: string) => text.replace(/^DTSTAMP:.*$/gm, "");
        expect(same(await guest.text()), `${url} is public but differs for a member`).toBe(same(await res.text()));
      } else {
        expect(given, url).toBe("private, no-store");
      }
    }
  });

  it("says on every private response whether a member session came with it, for the service worker (X-Session: none)", async () => {
    const routes = [...new Set(ctx().app.routes.filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !r.path.startsWith("/api/admin/") && !r.path.includes("*")).map((r) => r.path))];
    expect(routes.length).toBeGreaterThan(50);
    let privateForGuests = 0;
    for (const path of routes.filter((p) => !SKIPPED.has(p))) {
      const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => fill[name] ?? "00000000-0000-4000-8000-000000000000");
      const member = await request(url, cookies.member);
      // A member's response is never taken for a guest's, whatever the worker last learnt.
      expect(member.headers.get("x-session"), url).toBeNull();
      const guest = await request(url);
      if (/\bpublic\b/.test(guest.headers.get("cache-control") ?? "")) continue;
      privateForGuests += 1;
      expect(guest.headers.get("x-session"), url).toBe("none");
    }
    expect(privateForGuests).toBeGreaterThan(5);
  });

  it("sends a member's contact details and a members-only event's calendar file with private, no-store", async () => {
    const mine = await request("/api/directory/me", cookies.member);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const ics = await request(`/api/events/${fill.id}/${fill.date}/event.ics`, cookies.member);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("cache-control")).toBe("private, no-store");
    expect((await request(`/api/events/${fill.id}/${fill.date}/event.ics`)).status).toBe(401);
  });
});
