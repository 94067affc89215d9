import { Hono } from "hono";
import { unsubscribeInput } from "../../../shared/email-campaigns";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { clientIp } from "../../lib/http/client-ip";
import { validate } from "../../lib/http/validate";
import { limitPer } from "../../lib/rate-limit";
import { AppError } from "../../lib/errors";
import { unsubscribe } from "./unsubscribe";

/** /api/email/unsubscribe: the link in every bulk mail; the page confirms before it posts the token. */
export function emailRoutes({ db, secret, rateLimitStore, trustProxy }: Pick<AppContext, "db" | "secret" | "rateLimitStore" | "trustProxy">) {
  return new Hono<AppEnv>().post(
    "/unsubscribe",
    limitPer<AppEnv>(rateLimitStore, "email-unsubscribe", { limit: 30, windowMs: 60_000 }, (c) => clientIp(c, trustProxy), () => AppError.rateLimited()),
    validate("json", unsubscribeInput),
    async (c) => c.json(await unsubscribe(db, secret, c.req.valid("json").token)),
  );
}
