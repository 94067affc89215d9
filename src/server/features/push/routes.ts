import { Hono } from "hono";
import { pushAnnouncementInput, pushEndpointInput, pushPreferences, pushSubscriptionInput, type PushState } from "../../../shared/push";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { AppError } from "../../lib/errors";
import { limitPer } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { limitPerMember, type MemberEnv, requireMember } from "../accounts/member-session";
import { type AdminContext, type AdminEnv, adminRouter } from "../admin/http";
import { countAudience, getPreferences, listEndpoints, savePreferences, subscribe, unsubscribe } from "./service";

const WRITE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;

/** /api/push: the site's public key (anyone), and a signed-in member's browsers and choices. */
export function pushRoutes(ctx: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore" | "pushPublicKey" | "allowLoopbackPushEndpoints">) {
  const { db, memberAuth, rateLimitStore, pushPublicKey: publicKey } = ctx;
  const limited = limitPerMember(rateLimitStore, "push:write", WRITE_LIMIT);
  const member = new Hono<MemberEnv>()
    .use(requireMember(memberAuth))
    .get("/", async (c) => {
      const state: PushState = { publicKey, preferences: await getPreferences(db, c.var.memberId), endpoints: await listEndpoints(db, c.var.memberId) };
      return c.json(state);
    })
    .post("/subscriptions", limited, validate("json", pushSubscriptionInput), async (c) => {
      await subscribe(db, { userId: c.var.memberId, sessionId: c.var.member.sessionId }, c.req.valid("json"), ctx.allowLoopbackPushEndpoints);
      return c.json({ endpoints: await listEndpoints(db, c.var.memberId) }, 201);
    })
    .post("/unsubscribe", limited, validate("json", pushEndpointInput), async (c) => {
      await unsubscribe(db, c.var.memberId, c.req.valid("json").endpoint);
      return c.json({ endpoints: await listEndpoints(db, c.var.memberId) });
    })
    .put("/preferences", limited, validate("json", pushPreferences), async (c) =>
      c.json({ preferences: await savePreferences(db, c.var.memberId, c.req.valid("json")) }),
    );
  return new Hono<AppEnv>().get("/key", (c) => c.json({ publicKey })).route("/", member);
}

/** /api/admin/push: admins who may send bulk email (email:send) send an announcement to everyone who opted in. */
export function pushAdminRoutes(ctx: AdminContext & Pick<AppContext, "rateLimitStore" | "notify">) {
  const { notify } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const send = requireScope("email:send");
  const perAdmin = limitPer<AdminEnv>(ctx.rateLimitStore, "push-announcement", { limit: 10, windowMs: 60 * 60_000 }, (c) => c.var.admin.id, (retry) =>
    new AppError("rate_limited", 429, `Too many announcements; try again in ${Math.ceil(retry / 60)} minutes.`),
  );
  const routes = new Hono<AdminEnv>()
    .get("/announcements/audience", send, async (c) => c.json({ devices: await countAudience(ctx.db, "announcements") }))
    .post("/announcements", send, perAdmin, validate("json", pushAnnouncementInput), async (c) => {
    const input = c.req.valid("json");
    const queued = await notify({
      kind: "announcements",
      key: `announcement:${crypto.randomUUID()}`,
      title: input.title,
      body: input.body,
      url: input.url ?? "/",
      createdBy: c.var.admin.email,
    });
    return c.json({ queued }, 201);
  });
  return mount(routes);
}
