import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { unsubscribeInput } from "../../../shared/email-campaigns";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { clientIp } from "../../lib/http/client-ip";
import { validate } from "../../lib/http/validate";
import { limitPer } from "../../lib/rate-limit";
import { AppError } from "../../lib/errors";
import { unsubscribe } from "./unsubscribe";

/** RFC 8058 §3.1: the one body a one-click unsubscribe carries (as a form, url-encoded or multipart). */
const oneClickBody = z.object({ "List-Unsubscribe": z.literal("One-Click") });

/**
 * /api/email/unsubscribe: the link in every bulk mail; the page confirms before it posts the token.
 * /api/email/unsubscribe/one-click: the List-Unsubscribe address. Mail providers POST to it from their own servers
 * (no page, no cookie, any Origin: app.ts lets it past the same-site check, as the signed webhooks); the token in
 * the address, an HMAC of the address made with the site's secret, is the authority. Opened in a browser (GET), it
 * goes to the confirming page: a GET never unsubscribes (link checkers and previews follow links).
 */
export function emailRoutes({ db, secret, rateLimitStore, trustProxy }: Pick<AppContext, "db" | "secret" | "rateLimitStore" | "trustProxy">) {
  return new Hono<AppEnv>()
    .post(
      "/unsubscribe",
      limitPer<AppEnv>(rateLimitStore, "email-unsubscribe", { limit: 30, windowMs: 60_000 }, (c) => clientIp(c, trustProxy), () => AppError.rateLimited()),
      validate("json", unsubscribeInput),
      async (c) => c.json(await unsubscribe(db, secret, c.req.valid("json").token)),
    )
    .post(
      "/unsubscribe/one-click",
      // A provider's servers unsubscribe many readers from few addresses: a wider limit than the page's.
      limitPer<AppEnv>(rateLimitStore, "email-one-click", { limit: 600, windowMs: 60_000 }, (c) => clientIp(c, trustProxy), () => AppError.rateLimited()),
      validate("query", unsubscribeInput),
      validate("form", oneClickBody),
      async (c) => {
        await unsubscribe(db, secret, c.req.valid("query").token);
        return c.body(null, 204);
      },
    )
    .get("/unsubscribe/one-click", validate("query", unsubscribeInput), (c) =>
      c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.valid("query").token)}`, 303),
    );
}
