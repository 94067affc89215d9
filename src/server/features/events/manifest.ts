import { defineServerFeature } from "../../feature-manifest";
import { eventAdminRoutes } from "./admin-routes";
import { eventRoutes } from "./routes";

/** The calendar, RSVPs and registrations. A signed-in member's event list shows their own RSVPs; a guest's is everyone's. */
export const eventsFeature = defineServerFeature({
  name: "events",
  api: [
    {
      path: "/events",
      routes: eventRoutes,
      cache: { tag: "events", path: "/events/*", personal: true },
      // An RSVP or a registration changes an event's places left, and the pages that show them.
      invalidates: { tags: ["events", "pages"] },
    },
    { path: "/admin/events", routes: eventAdminRoutes },
  ],
});
