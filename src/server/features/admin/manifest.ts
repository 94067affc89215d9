import { defineServerFeature } from "../../feature-manifest";
import { adminRoutes } from "./routes";
import { purgeExpired } from "./sessions";

/**
 * The admin portal's own API (sign-in, admins, settings, reports). Listed before every feature's admin routes in
 * features/index.ts: its CSRF guard on /admin/* runs first, as it always has.
 */
export const adminFeature = defineServerFeature({
  name: "admin",
  // An admin write may change anything the public sees (settings, texts, photos, events, sermons, and the page
  // heads built from them), and admin writes are few: it clears everything, on every server.
  api: [{ path: "/admin", routes: adminRoutes, invalidates: { tags: "all" } }],
  jobs: ({ database }) => [
    // Expired admin sessions and sign-in tokens are refused anyway; this only keeps the tables small.
    { name: "admin session purge", schedule: "3 * * * *", runAtStart: true, run: () => purgeExpired(database.db) },
  ],
});
