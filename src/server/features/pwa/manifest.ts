import { defineServerFeature } from "../../feature-manifest";
import { pwaRoutes } from "./routes";

/** The web app manifest, the service worker and the offline page, at the site's root. */
export const pwaFeature = defineServerFeature({
  name: "pwa",
  root: [{ routes: pwaRoutes }],
});
