import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import type { PublicCache } from "./public-cache";

/** Member and guest writes that change what the site's pages show guests. */
const SHOWN_AFTER_MEMBER_WRITES = /^\/api\/(?:prayer|store|community)(?:\/|$)/;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Requests that can end a member's session or change who it names: better-auth's routes, all of them (a
 * confirmation link is a GET that changes an email), and the writes of /api/account and the test helpers.
 */
const SESSION_ROUTES = /^\/api\/auth(?:\/|$)/;
const SESSION_WRITES = /^\/api\/(?:account|test)(?:\/|$)/;

/**
 * Which successful writes make which public responses stale. An admin write may change anything the public sees
 * (settings, texts, photos, events, sermons, and the page heads built from them), and admin writes are few, so
 * it clears everything. A member's RSVP or registration changes an event's places left; a chat message, a
 * deletion or a mute changes the chat's history. A prayer, an order or a community post changes the rendered
 * pages that show them. A chat message does not re-render /watch: its chat stream replays what came after the SSR.
 * A sign-in, a sign-out or an account change clears the members' sessions cached for their requests.
 */
export function invalidateOnWrite(cache: PublicCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400) return;
    const path = c.req.path;
    const unsafe = UNSAFE_METHODS.has(c.req.method);
    // The members' sessions cached for their requests (features/accounts/session-cache.ts): a sign-out gets its
    // response once every other server has been told (cache-sync.ts), so the cookie it ended is not taken a
    // moment later there.
    if (SESSION_ROUTES.test(path) || (unsafe && SESSION_WRITES.test(path))) await cache.invalidate("sessions");
    if (!unsafe) return;
    if (path.startsWith("/api/admin/")) await cache.invalidateAll();
    else if (path.startsWith("/api/events/")) {
      cache.invalidate("events");
      cache.invalidate("pages");
    }
    else if (path.startsWith("/api/watch/chat/")) cache.invalidate("chat");
    // What guests see rendered: the prayer wall's requests and counts, a product's stock, the community's groups.
    else if (SHOWN_AFTER_MEMBER_WRITES.test(path)) {
      cache.invalidate("pages");
      // The wall as guests read it: a new request, an edit, a deletion or another "I'm praying".
      if (path.startsWith("/api/prayer")) cache.invalidate("prayer");
    }
  };
}
