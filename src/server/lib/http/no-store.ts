import type { MiddlewareHandler } from "hono";

/** Answers that are private to the person asking (or change every second): never kept by any cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
};
