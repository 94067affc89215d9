import { defineServerFeature } from "../../feature-manifest";
import { galleryAdminRoutes } from "./admin-routes";
import { galleryRoutes } from "./routes";

/** The photo albums. */
export const galleryFeature = defineServerFeature({
  name: "gallery",
  api: [
    { path: "/gallery", routes: galleryRoutes, cache: { tag: "gallery", path: "/gallery/*" } },
    { path: "/admin/gallery", routes: galleryAdminRoutes },
  ],
});
