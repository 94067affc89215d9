import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { type AdminAccount, type AdminDashboard, type AdminHealth, type AdminOutboxPage, type AdminScope, DASHBOARD_COUNT_SCOPES, type DashboardCount } from "../../src/shared/admin";
import { AUDIT_ACTION_SCOPES, AUDIT_ACTIONS, type AuditAction } from "../../src/shared/admin-audit";
import { ADMIN_SCOPES, can, canAny } from "../../src/shared/admin-scopes";
import type { SiteSettings } from "../../src/shared/site";
import { adminAuditLog, adminSessions } from "../../src/server/db/schema/admin";
import { outbox } from "../../src/server/db/schema/outbox";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { AdminClient, signedInClient } from "./support/admin";
import { buildApp, describeEachDatabase } from "./support/test-app";
import migrationJournal from "../../src/server/db/migrations/meta/_journal.json";

/** The newest migration the server must report as applied. */
const LATEST_MIGRATION = migrationJournal.entries.at(-1)?.tag;

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Every admin endpoint, the scope it needs (null: any signed-in admin) and a valid-looking body. */
const ENDPOINTS: Array<{ method: string; path: string; scope: AdminScope | null; body?: unknown }> = [
  { method: "GET", path: "/api/admin/dashboard", scope: null },
  { method: "GET", path: "/api/admin/accounts", scope: "users:read" },
  { method: "POST", path: "/api/admin/accounts", scope: "users:write", body: { email: "x@church.test", name: "X", scopes: ["health:read"] } },
  { method: "PATCH", path: `/api/admin/accounts/${SOME_ID}`, scope: "users:write", body: { name: "Y" } },
  { method: "POST", path: `/api/admin/accounts/${SOME_ID}/reset-2fa`, scope: "users:write", body: {} },
  { method: "DELETE", path: `/api/admin/accounts/${SOME_ID}`, scope: "users:write" },
  { method: "GET", path: "/api/admin/audit", scope: "users:read" },
  { method: "GET", path: "/api/admin/settings", scope: "settings:write" },
  { method: "PUT", path: "/api/admin/settings", scope: "settings:write", body: {} },
  { method: "GET", path: "/api/admin/health", scope: "health:read" },
  { method: "GET", path: "/api/admin/outbox", scope: "email:read" },
  { method: "GET", path: "/api/admin/members", scope: "users:read" },
  { method: "PUT", path: "/api/admin/members/some-member/roles", scope: "users:write", body: { roles: ["moderator"] } },
  { method: "PUT", path: "/api/admin/members/some-member/status", scope: "users:write", body: { disabled: true } },
  { method: "GET", path: "/api/admin/study/guides", scope: "content:write" },
  { method: "POST", path: "/api/admin/study/guides", scope: "content:write", body: {} },
  { method: "PUT", path: "/api/admin/study/guides/1", scope: "content:write", body: {} },
  { method: "DELETE", path: "/api/admin/study/guides/1", scope: "content:write" },
  { method: "GET", path: "/api/admin/study/devotionals", scope: "content:write" },
  { method: "POST", path: "/api/admin/study/devotionals", scope: "content:write", body: {} },
  { method: "PUT", path: "/api/admin/study/devotionals/1", scope: "content:write", body: {} },
  { method: "DELETE", path: "/api/admin/study/devotionals/1", scope: "content:write" },
  { method: "GET", path: "/api/admin/giving/gifts", scope: "giving:read" },
  { method: "GET", path: "/api/admin/giving/gifts.csv", scope: "giving:read" },
  { method: "GET", path: `/api/admin/giving/totals?year=${new Date().getUTCFullYear()}`, scope: "giving:read" },
  { method: "GET", path: "/api/admin/giving/recurring", scope: "giving:read" },
  { method: "GET", path: "/api/admin/giving/funds", scope: "giving:read" },
  { method: "GET", path: `/api/admin/giving/statements/${new Date().getUTCFullYear()}.zip`, scope: "giving:read" },
  { method: "GET", path: "/api/admin/giving/settings", scope: "giving:write" },
  { method: "PUT", path: "/api/admin/giving/settings", scope: "giving:write", body: {} },
  { method: "POST", path: "/api/admin/giving/funds", scope: "giving:write", body: {} },
  { method: "PUT", path: `/api/admin/giving/funds/${SOME_ID}`, scope: "giving:write", body: {} },
  { method: "POST", path: `/api/admin/giving/gifts/${SOME_ID}/refund`, scope: "giving:write", body: {} },
  { method: "POST", path: `/api/admin/giving/statements/${new Date().getUTCFullYear()}/email`, scope: "giving:write", body: {} },
  { method: "GET", path: "/api/admin/store/products", scope: "store:read" },
  { method: "GET", path: "/api/admin/store/orders", scope: "store:read" },
  { method: "POST", path: "/api/admin/store/products", scope: "store:write", body: {} },
  { method: "PUT", path: `/api/admin/store/products/${SOME_ID}`, scope: "store:write", body: {} },
  { method: "PATCH", path: `/api/admin/store/orders/${SOME_ID}`, scope: "store:write", body: {} },
  { method: "POST", path: `/api/admin/store/orders/${SOME_ID}/refund`, scope: "store:write", body: {} },
];

describeEachDatabase("admin portal API", (ctx) => {
  const db = () => ctx().database.db;
  // Many sign-ins from one address: this file's app allows them all (admin-auth.test.ts tests the limit).
  let portalApp: ReturnType<typeof buildApp> | undefined;
  const app = () => (portalApp ??= buildApp(ctx().database, ctx().webDistDir, { config: { ADMIN_LOGIN_RATE_LIMIT: 10_000 } }));

  it.each(ENDPOINTS)("$method $path responds 401 without a session", async ({ method, path, body }) => {
    const response = await new AdminClient(app()).request(method, path, body);
    expect(response.status).toBe(401);
  });

  it("responds 403 on every scoped endpoint to an admin without that scope", async () => {
    // members:read opens none of the endpoints above.
    const { client } = await signedInClient(app(), db(), ["members:read"]);
    const statuses = [];
    for (const { method, path, body, scope } of ENDPOINTS.filter((e) => e.scope)) {
      statuses.push({ path: `${method} ${path}`, scope, status: (await client.request(method, path, body)).status });
    }
    expect(statuses.filter((s) => s.status !== 403)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(8);
  });

  it("lets the holder of each scope through (and a super admin everywhere)", async () => {
    await seedDemoContent(db());
    for (const scope of ["users:read", "settings:write", "health:read", "email:read", "giving:read", "giving:write", "store:read"] as const) {
      const { client } = await signedInClient(app(), db(), [scope]);
      for (const endpoint of ENDPOINTS.filter((e) => e.scope === scope && e.method === "GET")) {
        expect((await client.get(endpoint.path)).status, endpoint.path).toBe(200);
      }
    }
    const { client } = await signedInClient(app(), db(), ["admin:*"]);
    for (const endpoint of ENDPOINTS.filter((e) => e.method === "GET")) {
      expect((await client.get(endpoint.path)).status, endpoint.path).toBe(200);
    }
  });

  it("saves the church settings, shows them on the public site and records who changed what", async () => {
    await seedDemoContent(db());
    const { client, admin } = await signedInClient(app(), db(), ["settings:write"]);
    const current = (await (await client.get("/api/admin/settings")).json()) as SiteSettings;
    const update = {
      name: "Living Water Church of Fresno",
      tagline: { en: "Hear. Understand. Live. Together.", es: "Oír. Entender. Vivir. Juntos." },
      address: current.address,
      phone: current.phone,
      email: current.email,
      pastor: current.pastor,
      timeZone: current.timeZone,
      serviceTimes: current.serviceTimes,
      contactServiceTimes: current.contactServiceTimes,
      textToJoin: current.textToJoin,
      socialLinks: current.socialLinks,
    };
    const saved = await client.request("PUT", "/api/admin/settings", update);
    expect(saved.status).toBe(200);
    const publicSite = (await (await app().request("/api/site")).json()) as SiteSettings;
    expect(publicSite.name).toBe("Living Water Church of Fresno");
    expect(publicSite.tagline.es).toBe("Oír. Entender. Vivir. Juntos.");

    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "settings.update")).orderBy(desc(adminAuditLog.createdAt)).limit(1);
    expect(audit).toMatchObject({ adminId: admin.id, adminEmail: admin.email, targetType: "church_settings" });
    expect(audit?.before).toEqual({ name: current.name, tagline: current.tagline });
    expect(audit?.after).toEqual({ name: update.name, tagline: update.tagline });

    const invalid = await client.request("PUT", "/api/admin/settings", { ...update, name: "", email: "not an email", timeZone: "Mars/Base" });
    expect(invalid.status).toBe(400);
    const { error } = (await invalid.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields).sort()).toEqual(["email", "name", "timeZone"]);
  });

  it("takes the theme song's track on Spotify, Apple Music and YouTube, each checked, and the public site gives it", async () => {
    await seedDemoContent(db());
    const { client } = await signedInClient(app(), db(), ["settings:write"]);
    const current = (await (await client.get("/api/admin/settings")).json()) as SiteSettings;
    const { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks } = current;
    const base = { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks };
    expect(current.themeSong).toEqual({ title: "Water Walkers (Remix)", tracks: {} });
    const save = (tracks: Record<string, string>, title = "Water Walkers (Remix)") =>
      client.request("PUT", "/api/admin/settings", { ...base, themeSong: { title, tracks } });

    // Search pages, artists, playlists, another service's track in a field, other sites: refused, field by field.
    for (const [tracks, field] of [
      [{ spotify: "https://open.spotify.com/search/Water%20Walkers%20Remix" }, "themeSong.tracks.spotify"],
      [{ spotify: "https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF" }, "themeSong.tracks.spotify"],
      [{ spotify: "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M" }, "themeSong.tracks.spotify"],
      [{ apple: "https://music.apple.com/us/search?term=Water%20Walkers%20Remix" }, "themeSong.tracks.apple"],
      [{ apple: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" }, "themeSong.tracks.apple"],
      [{ youtube: "https://www.youtube.com/results?search_query=water+walkers" }, "themeSong.tracks.youtube"],
      [{ youtube: "javascript:alert(1)" }, "themeSong.tracks.youtube"],
      [{ youtube: "https://evil.example/watch?v=dQw4w9WgXcQ" }, "themeSong.tracks.youtube"],
    ] as const) {
      const refused = await save(tracks);
      expect(refused.status, JSON.stringify(tracks)).toBe(400);
      const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } };
      expect(Object.keys(error.fields)).toEqual([field]);
    }
    expect((await save({}, " ")).status).toBe(400);

    // Tracks as people copy them (share links with tracking parameters, an album page with ?i=, youtu.be) are kept
    // in their plain form; an empty field means that service is not offered.
    const saved = await save({
      spotify: " https://open.spotify.com/intl-es/track/4uLU6hMCjMI75M1A2tKUQC?si=abc123 ",
      apple: "https://music.apple.com/us/album/amazing-grace/1440833063?i=1440833098",
      youtube: "",
    });
    expect(saved.status).toBe(200);
    const publicSite = (await (await app().request("/api/site")).json()) as SiteSettings;
    expect(publicSite.themeSong).toEqual({
      title: "Water Walkers (Remix)",
      tracks: {
        spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
        apple: "https://music.apple.com/us/album/amazing-grace/1440833063?i=1440833098",
      },
    });

    // A request without the song (an older client) leaves it as it is.
    expect((await client.request("PUT", "/api/admin/settings", { ...base, pastor: "Pastor Ana" })).status).toBe(200);
    expect(((await (await app().request("/api/site")).json()) as SiteSettings).themeSong.tracks.spotify).toBe("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");
  });

  it("takes footer social links only as https, http, mailto or tel addresses (or empty, to hide one)", async () => {
    await seedDemoContent(db());
    const { client } = await signedInClient(app(), db(), ["settings:write"]);
    const current = (await (await client.get("/api/admin/settings")).json()) as SiteSettings;
    const { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin } = current;
    const save = (url: string) =>
      client.request("PUT", "/api/admin/settings", {
        ...{ name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin },
        socialLinks: [{ network: "facebook", url }],
      });
    for (const url of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "file:///etc/passwd", "#", "//evil.example"]) {
      const refused = await save(url);
      expect(refused.status, url).toBe(400);
      const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } };
      expect(Object.keys(error.fields), url).toEqual(["socialLinks.0.url"]);
    }
    for (const url of ["https://facebook.com/ourchurch", "http://example.org", "mailto:office@church.test", "tel:+15595550142", ""]) {
      expect((await save(url)).status, url).toBe(200);
    }
  });

  it("invites an admin by email with a setup link, edits scopes, resets 2FA, disables and removes, all audited", async () => {
    const { client, admin } = await signedInClient(app(), db(), ["admin:*"]);
    const invite = await client.post("/api/admin/accounts", { email: "New.Admin@Church.test", name: "New Admin", scopes: ["events:write"] });
    expect(invite.status).toBe(201);
    const { account } = (await invite.json()) as { account: AdminAccount };
    expect(account).toMatchObject({ email: "new.admin@church.test", status: "invited", twoFactorEnabled: false, scopes: ["events:write"] });
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, "new.admin@church.test"));
    expect(mail?.bodyText).toMatch(/\/admin\/auth\/callback\?setup=/);
    expect((await client.post("/api/admin/accounts", { email: "new.admin@church.test", name: "Again", scopes: ["events:write"] })).status).toBe(409);

    const edited = await client.request("PATCH", `/api/admin/accounts/${account.id}`, { scopes: ["events:write", "email:read"] });
    expect(((await edited.json()) as { account: AdminAccount }).account.scopes).toEqual(["events:write", "email:read"]);
    expect((await client.post(`/api/admin/accounts/${account.id}/reset-2fa`)).status).toBe(200);
    const disabled = await client.request("PATCH", `/api/admin/accounts/${account.id}`, { disabled: true });
    expect(((await disabled.json()) as { account: AdminAccount }).account.status).toBe("disabled");
    expect((await client.request("DELETE", `/api/admin/accounts/${account.id}`)).status).toBe(204);

    const actions = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, account.id)).orderBy(adminAuditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual(["admin.create", "admin.update", "admin.reset_2fa", "admin.disable", "admin.remove"]);
    expect(actions.every((a) => a.adminId === admin.id)).toBe(true);
    expect(actions[1]?.before).toMatchObject({ scopes: ["events:write"] });
    expect(actions[1]?.after).toMatchObject({ scopes: ["events:write", "email:read"] });
  });

  it("does not let an admin grant scopes they lack, change their own account, or touch a super admin", async () => {
    const { client: manager, admin: managerAdmin } = await signedInClient(app(), db(), ["users:read", "users:write", "events:write"]);
    expect((await manager.post("/api/admin/accounts", { email: "boss@church.test", name: "Boss", scopes: ["admin:*"] })).status).toBe(403);
    expect((await manager.post("/api/admin/accounts", { email: "ok@church.test", name: "Ok", scopes: ["events:write"] })).status).toBe(201);
    expect((await manager.request("PATCH", `/api/admin/accounts/${managerAdmin.id}`, { disabled: true })).status).toBe(403);

    const first = await signedInClient(app(), db(), ["admin:*"]);
    expect((await manager.request("DELETE", `/api/admin/accounts/${first.admin.id}`)).status).toBe(403);
    expect((await first.client.request("PATCH", `/api/admin/accounts/${first.admin.id}`, { scopes: ["users:read"] })).status).toBe(403);

    // A super admin disables another: that admin's sessions end at once.
    const second = await signedInClient(app(), db(), ["admin:*"]);
    expect((await second.client.request("PATCH", `/api/admin/accounts/${first.admin.id}`, { disabled: true })).status).toBe(200);
    expect(await db().select().from(adminSessions).where(eq(adminSessions.adminId, first.admin.id))).toHaveLength(0);
    expect((await first.client.get("/api/admin/accounts")).status).toBe(401);
  });

  it("refuses an account address whose id is not a UUID, naming the id field, before it reads the database", async () => {
    const { client } = await signedInClient(app(), db(), ["users:read", "users:write"]);
    for (const [method, path] of [
      ["PATCH", "/api/admin/accounts/not-an-id"],
      ["POST", "/api/admin/accounts/not-an-id/reset-2fa"],
      ["DELETE", "/api/admin/accounts/not-an-id"],
    ] as const) {
      const response = await client.request(method, path, method === "PATCH" ? { name: "Y" } : undefined);
      expect(response.status, `${method} ${path}`).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields?: Record<string, string[]> } };
      expect(body.error.code).toBe("validation_error");
      expect(body.error.fields?.id, `${method} ${path}`).toBeDefined();
    }
  });

  it("reports health: database, migration, delivery modes, disk, outbox and the auth log", async () => {
    const { client } = await signedInClient(app(), db(), ["health:read"]);
    const report = (await (await client.get("/api/admin/health")).json()) as AdminHealth;
    expect(report.status).toBe("ok");
    expect(report.db).toMatchObject({ status: "ok", migration: LATEST_MIGRATION });
    expect(report.mail.mode).toBe("outbox");
    expect(report.sms.mode).toBe("outbox");
    expect(report.outbox.total).toBeGreaterThanOrEqual(0);
    expect(report.recentAuth.length).toBeGreaterThan(0);
    expect(report.recentAuth[0]).toMatchObject({ success: true, method: "totp" });
  });

  it("lists the outbox newest first, 20 a page, and counts on the dashboard", async () => {
    await db().insert(outbox).values(
      Array.from({ length: 22 }, (_, i) => ({
        channel: "email" as const,
        recipient: `reader${i}@church.test`,
        subject: `Message ${i}`,
        bodyText: `Body ${i}`,
        status: "captured" as const,
        // Bulk mail: what email:read alone may read (outbox-scopes.test.ts walks the other kinds).
        kind: "email.bulk",
        createdAt: new Date(Date.now() + i * 1000),
      })),
    );
    const { client } = await signedInClient(app(), db(), ["email:read"]);
    const first = (await (await client.get("/api/admin/outbox")).json()) as AdminOutboxPage;
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ subject: "Message 21", bodyText: "Body 21", status: "captured" });
    expect(first.total).toBeGreaterThanOrEqual(22);
    const second = (await (await client.get("/api/admin/outbox?page=2")).json()) as AdminOutboxPage;
    expect(second.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);

    const board = (await (await client.get("/api/admin/dashboard")).json()) as AdminDashboard;
    expect(board.counts.outboxMessages).toBe(first.total);
    // The admin accounts are User Management's business, not the email reader's.
    expect(board.counts.admins).toBeUndefined();
  });

  it("shows each admin only the figures and changes of the sections their scopes open, never the changed data", async () => {
    const secret = "Pastor's note: struggling with grief";
    const base = Date.now() - 3_600_000;
    await db()
      .insert(adminAuditLog)
      .values(
        AUDIT_ACTIONS.map((action, i) => ({
          adminEmail: "pastor@church.test",
          action,
          targetType: "test",
          targetId: `t-${i}`,
          before: { note: secret },
          after: { note: secret },
          createdAt: new Date(base + i * 1000),
        })),
      );
    const newestFirst = (await db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt))).map((row) => row.action as AuditAction);
    for (const scope of ADMIN_SCOPES) {
      const { client } = await signedInClient(app(), db(), [scope]);
      const response = await client.get("/api/admin/dashboard");
      expect(response.status, scope).toBe(200);
      const text = await response.text();
      expect(text, scope).not.toContain(secret);
      expect(text, scope).not.toMatch(/"(before|after)"/);
      const board = JSON.parse(text) as AdminDashboard;
      const opens = (action: AuditAction) => can([scope], AUDIT_ACTION_SCOPES[action]);
      expect(board.recentActivity.map((entry) => entry.action), scope).toEqual(newestFirst.filter(opens).slice(0, 10));
      const counts = (Object.keys(DASHBOARD_COUNT_SCOPES) as DashboardCount[]).filter((key) => canAny([scope], DASHBOARD_COUNT_SCOPES[key]));
      expect(Object.keys(board.counts).sort(), scope).toEqual(counts.sort());
      expect(board.membersByStatus !== undefined, scope).toBe(can([scope], "members:read"));
    }
  });
});
