import { defineServerFeature } from "../../feature-manifest";
import { communityAdminRoutes } from "./admin-routes";
import { communityRoutes } from "./routes";
import { sendShiftReminders } from "./volunteer";

/** Groups, discussions and volunteering. */
export const communityFeature = defineServerFeature({
  name: "community",
  api: [
    // A post or a join changes the groups the rendered pages show.
    { path: "/community", routes: communityRoutes, invalidates: { tags: ["pages"] } },
    { path: "/admin/community", routes: communityAdminRoutes },
  ],
  jobs: ({ database, mailer, logger, publicUrl }) => [
    // Volunteers hear about their shift the day before; each reminder is claimed once, so restarts never repeat one.
    { name: "volunteer reminders", schedule: "43 * * * *", runAtStart: true, run: () => sendShiftReminders({ db: database.db, mailer, logger, publicUrl }) },
  ],
});
