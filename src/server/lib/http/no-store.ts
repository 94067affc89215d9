import type { MiddlewareHandler } from "hono";

const PRIVATE_NO_STORE = "private, no-store";

/**
 * Cache-Control for every API response, set here once. A response is never kept by a browser or a proxy unless
 * its route says it is public (the same for everyone: site settings, page texts, the calendar feed...). A
 * request that carries any cookie may get a response for the person asking, so only a response its route calls
 * public stays cacheable for it; anything else ("private, no-cache" included) becomes "private, no-store".
 */
export const privateByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  const given = c.res.headers.get("Cache-Control");
  const personal = Boolean(c.req.header("cookie"));
  if (!given || (personal && !/\bpublic\b/.test(given))) c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
};
