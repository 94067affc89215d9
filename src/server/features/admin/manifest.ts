import { defineServerFeature } from "../../feature-manifest";
import { adminRoutes } from "./routes";
import { purgeExpired } from "./sessions";

/**
 * The admin portal's own API (sign-in, admins, settings, reports). Listed before every feature's admin routes in
 * features/index.ts: its CSRF guard on /admin/* runs first, as it always has.
 */
export const adminFeature = defineServerFeature({
  name: "admin",
  api: [{ path: "/admin", routes: adminRoutes }],
  jobs: ({ database }) => [
    // Expired admin sessions and sign-in tokens are refused anyway; this only keeps the tables small.
    { name: "admin session purge", schedule: "3 * * * *", runAtStart: true, run: () => purgeExpired(database.db) },
  ],
});
