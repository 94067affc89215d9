import { describe, expect, it } from "vitest";
import { can, canAny } from "../../src/shared/admin-scopes";
import { ADMIN_SECTION_SCOPES, ADMIN_SECTIONS } from "../../src/shared/site-map";
import { ADMIN_NAV } from "../../src/web/features/admin/nav";
import { adminPages } from "../support/site-pages";
import { grantableScopes, mayGrant, mayManage } from "../../src/server/features/admin/policies";
import type { AdminRow } from "../../src/server/features/admin/presenter";

function admin(id: string, scopes: string[]): AdminRow {
  const now = new Date();
  return {
    id,
    email: `${id}@church.test`,
    name: id,
    passwordHash: null,
    totpSecret: null,
    totpEnabled: true,
    totpLastStep: null,
    scopes,
    failedAttempts: 0,
    lockedUntil: null,
    disabledAt: null,
    lastLoginAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

describe("admin scopes (SPEC.md section 6)", () => {
  it("can() is true for the scope itself or admin:*", () => {
    expect(can(["events:write"], "events:write")).toBe(true);
    expect(can(["events:write"], "settings:write")).toBe(false);
    expect(can(["admin:*"], "settings:write")).toBe(true);
  });

  it("canAny() is true when any listed scope matches", () => {
    expect(canAny(["inbox:read"], ["prayer:moderate", "inbox:read"])).toBe(true);
    expect(canAny(["inbox:read"], ["prayer:moderate", "events:write"])).toBe(false);
  });

  it("keeps pastoral notes behind their own scope, which members:write does not open", () => {
    expect(can(["members:read", "members:write"], "members:pastoral")).toBe(false);
    expect(can(["members:pastoral"], "members:pastoral")).toBe(true);
    expect(can(["admin:*"], "members:pastoral")).toBe(true);
  });

  it("builds the portal's routes and menu from the one list of sections", () => {
    const routed = adminPages().map((page) => page.path);
    const menu = ADMIN_NAV.map((item) => item.path);
    for (const { path, scope } of ADMIN_SECTIONS) {
      expect(routed).toContain(`/admin/${path}`);
      expect(ADMIN_NAV.find((item) => item.path === path)?.scope).toBe(scope);
    }
    // Nothing routed or in the menu that the list does not name (the dashboard, sign-in and its callback aside).
    const named: string[] = ["", "login", "auth/callback", "*", ...ADMIN_SECTIONS.map(({ path }) => path)];
    expect(routed.map((address) => address.replace(/^\/admin\/?/, "")).filter((path) => !named.includes(path))).toEqual([]);
    expect(menu.filter((path) => !named.includes(path))).toEqual([]);
  });

  it("names a scope for every admin section but the dashboard", () => {
    expect(Object.keys(ADMIN_SECTION_SCOPES)).toContain("inbox/prayer");
    expect(ADMIN_SECTION_SCOPES.settings).toBe("settings:write");
    expect(ADMIN_SECTION_SCOPES.gallery).toBe("content:write");
    expect(ADMIN_SECTION_SCOPES.store).toBe("store:read");
  });

  it("keeps the store's scopes apart from giving's: reading orders does not open the giving books", () => {
    expect(can(["store:read", "store:write"], "giving:read")).toBe(false);
    expect(can(["giving:write"], "store:write")).toBe(false);
    expect(can(["admin:*"], "store:write")).toBe(true);
  });

  it("lets an admin grant only what they hold, and only a super admin grant admin:*", () => {
    const manager = admin("m", ["users:write", "events:write"]);
    expect(grantableScopes(manager)).toEqual(["users:write", "events:write"]);
    expect(mayGrant(manager, ["events:write"])).toBe(true);
    expect(mayGrant(manager, ["admin:*"])).toBe(false);
    expect(grantableScopes(admin("s", ["admin:*"]))).toContain("admin:*");
  });

  it("keeps admins off their own account and non-super admins off super admins", () => {
    const manager = admin("m", ["users:write"]);
    const boss = admin("b", ["admin:*"]);
    expect(mayManage(manager, manager)).toBe(false);
    expect(mayManage(manager, boss)).toBe(false);
    expect(mayManage(boss, manager)).toBe(true);
    expect(mayManage(manager, admin("e", ["events:write"]))).toBe(true);
  });
});
