import { defineServerFeature } from "../../feature-manifest";
import { seoRoutes } from "./routes";

/** robots.txt and the sitemap, at the site's root; the pages they list are the shared manifests' (src/shared/features). */
export const seoFeature = defineServerFeature({
  name: "seo",
  root: [{ routes: seoRoutes }],
});
