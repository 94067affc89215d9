import { defineServerFeature } from "../../feature-manifest";
import { contentAdminRoutes } from "./admin-routes";
import { contentRoutes } from "./routes";

/** The pages' texts, pictures and videos, and their editor in the admin portal. */
export const contentFeature = defineServerFeature({
  name: "content",
  api: [
    { path: "/content", routes: contentRoutes, cache: { tag: "content", path: "/content" } },
    { path: "/admin/content", routes: contentAdminRoutes },
  ],
});
