import { defineServerFeature } from "../../feature-manifest";
import { prayerAdminRoutes } from "./admin-routes";
import { prayerRoutes } from "./routes";

/** The prayer wall, the same for every guest, and its inbox in the admin portal. */
export const prayerFeature = defineServerFeature({
  name: "prayer",
  api: [
    { path: "/prayer", routes: prayerRoutes, cache: { tag: "prayer", path: "/prayer", personal: true } },
    // Before the inbox's own routes (features/inbox), which sit under /admin/inbox.
    { path: "/admin/inbox/prayer", routes: prayerAdminRoutes },
  ],
});
