import { defineServerFeature } from "../../feature-manifest";
import { prayerAdminRoutes } from "./admin-routes";
import { prayerRoutes } from "./routes";

/** The prayer wall, the same for every guest, and its inbox in the admin portal. */
export const prayerFeature = defineServerFeature({
  name: "prayer",
  api: [
    {
      path: "/prayer",
      routes: prayerRoutes,
      cache: { tag: "prayer", path: "/prayer", personal: true },
      // The rendered pages that show the wall, and the wall as guests read it: a new request, an edit, a deletion, another "I'm praying".
      invalidates: { tags: ["pages", "prayer"] },
    },
    // Before the inbox's own routes (features/inbox), which sit under /admin/inbox.
    { path: "/admin/inbox/prayer", routes: prayerAdminRoutes },
  ],
});
