import type { MiddlewareHandler } from "hono";

/** Answers that depend on stock, payments or the viewer are never kept by a browser or a proxy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};
