import { Hono, type MiddlewareHandler } from "hono";
import { classForm, meetingForm, membershipForm, visitForm } from "../../../shared/connect";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { rateLimit } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { getConnectInfo, submitClass, submitMeeting, submitMembership, submitVisit } from "./service";

/** Each public form: a few submissions per address per quarter hour is plenty for a family, too few for a bot. */
const CONNECT_FORM_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;

/** A bot that fills the hidden "website" field is thanked like a person, and nothing is kept or sent. */
function honeypot(): MiddlewareHandler {
  return async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    if (typeof body === "object" && body !== null && "website" in body && typeof body.website === "string" && body.website.trim() !== "") {
      return c.json({ ok: true }, 201);
    }
    await next();
  };
}

/** /api/connect: what the plan-visit and class pages show, and the four public forms. */
export function connectRoutes(ctx: Pick<AppContext, "db" | "mailer" | "logger" | "publicUrl" | "rateLimitStore" | "trustProxy">) {
  const limit = (name: string) => rateLimit({ name: `connect-${name}`, ...CONNECT_FORM_RATE_LIMIT, store: ctx.rateLimitStore, trustProxy: ctx.trustProxy });
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      return c.json(await getConnectInfo(ctx.db));
    })
    .post("/visit", limit("visit"), honeypot(), validate("json", visitForm), async (c) => {
      await submitVisit(ctx, c.req.valid("json"));
      return c.json({ ok: true }, 201);
    })
    .post("/membership", limit("membership"), honeypot(), validate("json", membershipForm), async (c) => {
      await submitMembership(ctx, c.req.valid("json"));
      return c.json({ ok: true }, 201);
    })
    .post("/class", limit("class"), honeypot(), validate("json", classForm), async (c) => {
      await submitClass(ctx, c.req.valid("json"));
      return c.json({ ok: true }, 201);
    })
    .post("/meeting", limit("meeting"), honeypot(), validate("json", meetingForm), async (c) => {
      await submitMeeting(ctx, c.req.valid("json"));
      return c.json({ ok: true }, 201);
    });
}
