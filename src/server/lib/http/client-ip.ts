import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** The caller's address; X-Forwarded-For is believed only behind a proxy we were told about. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
}
