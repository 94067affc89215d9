import { Hono } from "hono";
import { notFoundReport } from "../../../shared/client-events";
import type { AppEnv } from "../../lib/http/app-env";
import { rateLimit, type RateLimitStore } from "../../lib/rate-limit";
import { validate } from "../../lib/http/validate";

/** Reports from the browser, so broken links show up in the server log (SPEC.md: "The bad path is logged"). */
export function clientEventRoutes(store: RateLimitStore, trustProxy: boolean) {
  return new Hono<AppEnv>().post(
    "/not-found",
    rateLimit({ name: "client-not-found", limit: 30, windowMs: 60_000, store, trustProxy }),
    validate("json", notFoundReport),
    (c) => {
      const { path } = c.req.valid("json");
      c.var.logger.warn({ path, referer: c.req.header("referer") }, "page not found");
      return c.body(null, 204);
    },
  );
}
