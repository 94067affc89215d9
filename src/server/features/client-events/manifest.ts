import { defineServerFeature } from "../../feature-manifest";
import { clientEventRoutes } from "./routes";

/** What the browser reports about itself (errors, timings). */
export const clientEventsFeature = defineServerFeature({
  name: "client-events",
  api: [{ path: "/client-events", routes: clientEventRoutes }],
});
