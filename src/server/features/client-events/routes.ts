import { Hono } from "hono";
import { notFoundReport } from "../../../shared/client-events";
import type { AppEnv } from "../../lib/http/app-env";
import { rateLimit } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { validate } from "../../lib/http/validate";

/** Reports from the browser, so broken links show up in the server log (SPEC.md: "The bad path is logged"). */
export function clientEventRoutes({ rateLimitStore, trustProxy }: Pick<AppContext, "rateLimitStore" | "trustProxy">) {
  return new Hono<AppEnv>().post(
    "/not-found",
    rateLimit({ name: "client-not-found", limit: 30, windowMs: 60_000, store: rateLimitStore, trustProxy }),
    validate("json", notFoundReport),
    (c) => {
      const { path } = c.req.valid("json");
      c.var.logger.warn({ path, referer: c.req.header("referer") }, "page not found");
      return c.body(null, 204);
    },
  );
}
