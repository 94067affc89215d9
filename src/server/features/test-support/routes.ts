import { and, desc, eq, like, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "../../../shared/zod";
import type { AppContext } from "../../app-context";
import { outbox } from "../../db/schema/outbox";
import { pushNotifications } from "../../db/schema/push";
import { grantRole } from "../accounts/service";
import { authSessions, authUsers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";

/**
 * End-to-end tests only (E2E_TEST_ROUTES=true, set by scripts/e2e-server.mjs and nothing else): read the
 * newest email or text to an address, and give a member a role, as a person would with their inbox and an admin;
 * let a member's sessions run out, as a month without a visit would; and begin a new day for the live notice (an
 * admin's switch tells subscribers "We're live" once a day, and the tests switch the stream on many times a day).
 */
export function testSupportRoutes({ db }: Pick<AppContext, "db">) {
  return new Hono<AppEnv>()
    .get("/outbox", validate("query", z.object({ to: z.string().min(1), channel: z.enum(["email", "sms"]).default("email") })), async (c) => {
      const { to, channel } = c.req.valid("query");
      const [row] = await db
        // A person reads their own mailbox: the message as sent, secrets included (the outbox keeps it while
        // no provider delivers; with SMTP the e2e tests read the sink).
        .select({ subject: outbox.subject, text: sql<string>`coalesce(${outbox.liveBodyText}, ${outbox.bodyText})` })
        .from(outbox)
        .where(and(eq(outbox.recipient, to), eq(outbox.channel, channel)))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      if (!row) throw AppError.notFound("No message yet");
      return c.json(row);
    })
    .post("/roles", validate("json", z.object({ email: z.string(), role: z.enum(["admin", "moderator"]) })), async (c) => {
      const { email, role } = c.req.valid("json");
      const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
      if (!user) throw AppError.notFound("No such member");
      await grantRole(db, user.id, role);
      return c.json({ ok: true });
    })
    .post("/sessions/expire", validate("json", z.object({ email: z.string() })), async (c) => {
      const { email } = c.req.valid("json");
      const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
      if (!user) throw AppError.notFound("No such member");
      // A minute ago: the session ends by its date, with nobody having signed out.
      await db.update(authSessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(authSessions.userId, user.id));
      return c.json({ ok: true });
    })
    .post("/push/new-day", async (c) => {
      // The day's "We're live" from an admin's switch is forgotten, as tomorrow would find it (features/push/notices.ts).
      await db.delete(pushNotifications).where(and(eq(pushNotifications.kind, "live"), like(pushNotifications.key, "live:admin:%")));
      return c.json({ ok: true });
    });
}
