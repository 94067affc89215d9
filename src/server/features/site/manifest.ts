import { defineServerFeature } from "../../feature-manifest";
import { siteRoutes } from "./routes";

/** The church's settings every page reads (name, service times, links), the same for everyone. */
export const siteFeature = defineServerFeature({
  name: "site",
  api: [{ path: "/site", routes: siteRoutes, cache: { tag: "site", path: "/site" } }],
});
