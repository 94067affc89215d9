import { defineServerFeature } from "../../feature-manifest";
import { checkLive, checkWeeklyGuide, sendEventReminders } from "./notices";
import { pushAdminRoutes, pushRoutes } from "./routes";

/** Web Push: members' subscriptions, the admins' notices, and the notices sent on a clock (each key once, restarts included). */
export const pushFeature = defineServerFeature({
  name: "push",
  api: [
    { path: "/push", routes: pushRoutes },
    { path: "/admin/push", routes: pushAdminRoutes },
  ],
  jobs: ({ database: { db }, notify }) => [
    // "We're live" when a scheduled service begins (an admin switching the stream on is told at once).
    { name: "live notice", schedule: "* * * * *", run: () => checkLive(db, notify) },
    // The week's guide once its week begins, and tomorrow's events to those who RSVP'd.
    {
      name: "guide and event notices",
      schedule: "53 * * * *",
      runAtStart: true,
      run: () => Promise.all([checkWeeklyGuide(db, notify), sendEventReminders(db, notify)]),
    },
  ],
});
