import { beforeAll, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema/outbox";
import { MESSAGE_KINDS } from "../../src/server/lib/mail/message-kinds";
import type { AdminDashboard, AdminOutboxItem, AdminOutboxPage } from "../../src/shared/admin";
import { ADMIN_SCOPES, type AdminScope } from "../../src/shared/admin-scopes";
import { type AdminClient, signedInClient } from "./support/admin";
import { buildApp, describeEachDatabase } from "./support/test-app";

/**
 * Which section's scope protects the data each kind of message holds, as the rest of the portal protects it:
 * written here on its own, so the outbox is checked against the rule, not against its own table.
 */
const PROTECTED_BY: Record<string, AdminScope[]> = {
  "giving.receipt": ["giving:read"],
  "giving.statement": ["giving:read"],
  "store.order-confirmation": ["store:read"],
  "prayer.update": ["prayer:moderate"],
  "prayer.staff-notice": ["prayer:moderate"],
  "connect.staff-digest": ["inbox:read", "prayer:moderate"],
  "connect.staff-notice": ["inbox:read"],
  "connect.confirmation": ["inbox:read"],
  "connect.meeting-reply": ["inbox:read"],
  "events.registration": ["events:write"],
  "events.attendee-message": ["events:write"],
  "community.discussion-reply": ["groups:write"],
  "community.volunteer-reminder": ["groups:write"],
  "community.group-message": ["groups:write"],
  "member.confirm-sign-up": ["users:read"],
  "member.confirm-new-email": ["users:read"],
  "member.magic-link": ["users:read"],
  "member.sign-in-code": ["users:read"],
  "admin.invite": ["users:read"],
  "admin.sign-in-link": ["users:read"],
  "email.bulk": [],
  "email.test": [],
};

const EVERY_SCOPE_BUT_SUPER = ADMIN_SCOPES.filter((s) => s !== "admin:*");
const MATRIX: AdminScope[][] = [
  ["email:read"],
  ["email:read", "giving:read"],
  ["email:read", "store:read"],
  ["email:read", "prayer:moderate"],
  ["email:read", "inbox:read"],
  ["email:read", "inbox:read", "prayer:moderate"],
  ["email:read", "events:write"],
  ["email:read", "groups:write"],
  ["email:read", "users:read"],
  EVERY_SCOPE_BUT_SUPER,
  ["admin:*"],
];

describeEachDatabase("the outbox shows each kind of message only to the scope that protects its data", (ctx) => {
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    app = buildApp(ctx().database, ctx().webDistDir, { config: { ADMIN_LOGIN_RATE_LIMIT: 10_000 } });
    // Two of every kind, and one kept before kinds were recorded (it could be any of them).
    const kinds = [...Object.keys(MESSAGE_KINDS), ...Object.keys(MESSAGE_KINDS), null];
    await ctx()
      .database.db.insert(outbox)
      .values(
        kinds.map((kind, i) => ({
          channel: kind === "member.sign-in-code" ? ("sms" as const) : ("email" as const),
          recipient: `person${i}@example.org`,
          subject: `${kind ?? "unknown"} subject`,
          bodyText: `${kind ?? "unknown"}: Fund: Building · Amount: $250.00`,
          status: "captured" as const,
          kind,
          createdAt: new Date(Date.now() - i * 1000),
        })),
      );
  });

  it("names the protecting scope of every kind the site sends", () => {
    expect(Object.keys(PROTECTED_BY).sort()).toEqual(Object.keys(MESSAGE_KINDS).sort());
  });

  /** Every page of the outbox as the admin's portal reads it. */
  async function outboxAs(admin: AdminClient): Promise<{ items: AdminOutboxItem[]; total: number }> {
    const items: AdminOutboxItem[] = [];
    for (let page = 1; ; page += 1) {
      const response = await admin.get(`/api/admin/outbox?page=${page}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as AdminOutboxPage;
      items.push(...body.items);
      if (page * body.pageSize >= body.total) return { items, total: body.total };
    }
  }

  it.each(MATRIX.map((scopes) => [scopes.length > 3 ? "every scope but super admin" : scopes.join(" + "), scopes] as const))(
    "%s: lists, counts and opens only the kinds its scopes open",
    async (_name, scopes) => {
      const admin = (await signedInClient(app, ctx().database.db, scopes)).client;
      const held = (scope: AdminScope) => scopes.includes("admin:*") || scopes.includes(scope);
      const expected = Object.entries(PROTECTED_BY)
        .filter(([, needs]) => needs.every(held))
        .map(([kind]) => kind);
      if (scopes.includes("admin:*")) expected.push("unknown");
      const { items, total } = await outboxAs(admin);
      const seen = items.map((item) => item.kind ?? "unknown");
      expect([...new Set(seen)].sort()).toEqual(expected.sort());
      // Nothing of a hidden kind in any text either: subject, body, or the count.
      for (const item of items) expect(`${item.subject} ${item.bodyText}`).toContain(item.kind ?? "unknown");
      expect(total).toBe(items.length);
      expect(total).toBe(expected.length * 2 - (scopes.includes("admin:*") ? 1 : 0));
      const dashboard = (await (await admin.get("/api/admin/dashboard")).json()) as AdminDashboard;
      expect(dashboard.counts.outboxMessages).toBe(total);
      expect(dashboard.counts.outboxLastWeek).toBe(total);
    },
  );
});
