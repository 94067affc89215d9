import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import type { AdminDashboard } from "../../src/shared/admin";
import type { AdminMember, AdminMemberPage } from "../../src/shared/members";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed, signUpWithVerifiedPhone } from "./support/auth-client";
import { describeEachDatabase } from "./support/test-app";

const password = "walk-by-faith";

describeEachDatabase("member accounts on the admin users page", (ctx) => {
  let writer: AdminClient | undefined;
  // Admin sign-ins are rate-limited per address: one writer for the whole file.
  const admin = async () => (writer ??= (await signedInClient(ctx().app, ctx().database.db, ["users:write", "users:read"])).client);
  const find = async (q: string) =>
    (await (await (await admin()).get(`/api/admin/members?${new URLSearchParams({ q }).toString()}`)).json()) as AdminMemberPage;
  const memberId = async (email: string) => {
    const [member] = (await find(email)).members;
    if (!member) throw new Error(`no member ${email}`);
    return member.id;
  };

  it("lists members newest first and finds them by name, email, username or phone", async () => {
    await signUpWithVerifiedPhone(ctx, { fullName: "Ruth Moab", email: "ruth@example.org", password, phone: "+15595550133" });
    await signUpConfirmed(ctx, { fullName: "Boaz Bethlehem", email: "boaz@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Naomi 100% Faithful", email: "naomi@example.org", password });

    const everyone = await find("");
    expect(everyone.total).toBe(3);
    expect(everyone.members.map((m) => m.email)).toEqual(["naomi@example.org", "boaz@example.org", "ruth@example.org"]);
    expect(everyone.members[2]).toMatchObject({ fullName: "Ruth Moab", username: "ruthmoab", phone: "+15595550133", roles: [], disabled: false, emailVerified: true });

    expect((await find("RUTH")).members.map((m) => m.email)).toEqual(["ruth@example.org"]);
    expect((await find("boazbeth")).members.map((m) => m.email)).toEqual(["boaz@example.org"]);
    expect((await find("555-0133".replace("-", ""))).members.map((m) => m.email)).toEqual(["ruth@example.org"]);
    // % and _ are letters to look for, not patterns.
    expect((await find("100%")).members.map((m) => m.email)).toEqual(["naomi@example.org"]);
    expect((await find("%")).members.map((m) => m.email)).toEqual(["naomi@example.org"]);
    expect((await find("_")).total).toBe(0);
  });

  it("counts members on the dashboard", async () => {
    const board = (await (await (await admin()).get("/api/admin/dashboard")).json()) as AdminDashboard;
    expect(board.counts.members).toBe(3);
  });

  it("gives and takes the admin and moderator roles, which the member sees at once, and audits both", async () => {
    const id = await memberId("ruth@example.org");
    const ruth = new Browser(ctx);
    await ruth.json("/api/auth/sign-in/email", { json: { email: "ruth@example.org", password } });

    const given = await (await admin()).request("PUT", `/api/admin/members/${id}/roles`, { roles: ["moderator", "admin", "admin"] });
    expect(given.status).toBe(200);
    expect(((await given.json()) as { member: AdminMember }).member.roles).toEqual(["admin", "moderator"]);
    expect((await ruth.json("/api/account/me")).body).toMatchObject({ roles: ["admin", "moderator"] });

    const taken = await (await admin()).request("PUT", `/api/admin/members/${id}/roles`, { roles: [] });
    expect(((await taken.json()) as { member: AdminMember }).member.roles).toEqual([]);
    expect((await ruth.json("/api/account/me")).body).toMatchObject({ roles: [] });

    const bad = await (await admin()).request("PUT", `/api/admin/members/${id}/roles`, { roles: ["pastor"] });
    expect(bad.status).toBe(400);
    const audit = await ctx().database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)).orderBy(asc(adminAuditLog.createdAt));
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ["member.roles", { email: "ruth@example.org", roles: ["admin", "moderator"] }],
      ["member.roles", { email: "ruth@example.org", roles: [] }],
    ]);
  });

  it("disabling a member signs them out everywhere and refuses their sign-in until enabled again", async () => {
    const id = await memberId("boaz@example.org");
    const boaz = new Browser(ctx);
    await boaz.json("/api/auth/sign-in/email", { json: { email: "boaz@example.org", password } });
    expect((await boaz.json<{ user: unknown }>("/api/account/me")).body.user).not.toBeNull();

    const disabled = await (await admin()).request("PUT", `/api/admin/members/${id}/status`, { disabled: true });
    expect(((await disabled.json()) as { member: AdminMember }).member.disabled).toBe(true);
    expect((await boaz.json<{ user: unknown }>("/api/account/me")).body.user).toBeNull();

    const refused = await new Browser(ctx).json<{ error: { code: string; message: string } }>("/api/auth/sign-in/email", {
      json: { email: "boaz@example.org", password },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: "account_disabled", message: "This account has been disabled. Please contact the church office." });

    await (await admin()).request("PUT", `/api/admin/members/${id}/status`, { disabled: false });
    const back = await new Browser(ctx).json("/api/auth/sign-in/email", { json: { email: "boaz@example.org", password } });
    expect(back.status).toBe(200);
  });

  it("responds 404 for a member that does not exist and 403 to an admin who may only look", async () => {
    expect((await (await admin()).request("PUT", "/api/admin/members/nobody/status", { disabled: true })).status).toBe(404);
    const { client: reader } = await signedInClient(ctx().app, ctx().database.db, ["users:read"]);
    expect((await reader.get("/api/admin/members")).status).toBe(200);
    const id = await memberId("naomi@example.org");
    expect((await reader.request("PUT", `/api/admin/members/${id}/roles`, { roles: ["admin"] })).status).toBe(403);
    expect((await reader.request("PUT", `/api/admin/members/${id}/status`, { disabled: true })).status).toBe(403);
  });

  it("tells a member admin whether the admin portal has an account for them, and invites them in one step", async () => {
    await signUpConfirmed(ctx, { fullName: "Deborah Judge", email: "deborah@example.org", password });
    const id = await memberId("deborah@example.org");
    const deborah = new Browser(ctx);
    await deborah.json("/api/auth/sign-in/email", { json: { email: "deborah@example.org", password } });
    expect((await new Browser(ctx).json("/api/account/admin-portal")).status).toBe(401);
    expect((await deborah.json("/api/account/admin-portal")).body).toEqual({ adminRole: false, account: null });

    await (await admin()).request("PUT", `/api/admin/members/${id}/roles`, { roles: ["admin"] });
    expect((await deborah.json("/api/account/admin-portal")).body).toEqual({ adminRole: true, account: null });
    expect((await find("deborah")).members[0]).toMatchObject({ roles: ["admin"], portalAccount: false });

    // User Management's invitation, filled in from the member row: her name, her email, the chosen permissions.
    const member = (await find("deborah")).members[0];
    const invited = await (await admin()).post("/api/admin/accounts", { name: member?.fullName, email: member?.email, scopes: ["users:read"] });
    expect(invited.status).toBe(201);
    expect((await invited.json()) as { account: { email: string; status: string } }).toMatchObject({
      account: { email: "deborah@example.org", status: "invited" },
    });
    expect((await deborah.json("/api/account/admin-portal")).body).toEqual({ adminRole: true, account: { ready: false, disabled: false } });
    expect((await find("deborah")).members[0]?.portalAccount).toBe(true);
    // Someone else's portal account is not hers to learn about.
    expect((await find("ruth")).members[0]?.portalAccount).toBe(false);
  });
});
