import type { MiddlewareHandler } from "hono";
import type { PersonalCheck } from "./public-cache";

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

/**
 * Says on a private response (a page or a read) that no member session came with its request: `X-Session: none`.
 * The service worker keeps such a response as a guest's, shared on the device; any other private response is a
 * member's, and the worker never keeps it as a guest's, whatever it last learnt of who is signed in (a sign-in in a
 * tab it did not control, say).
 */
export function markGuestResponses(isMember: PersonalCheck): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isMember((name) => c.req.header(name)) && /\b(private|no-store)\b/.test(c.res.headers.get("Cache-Control") ?? "")) c.res.headers.set("X-Session", "none");
  };
}
