import { defineServerFeature } from "../../feature-manifest";
import { checkWeeklyGuide } from "../push/notices";
import { studyAdminRoutes } from "./admin-routes";
import { studyRoutes } from "./routes";

/** The weekly study guides and devotionals; a guide published for this week sends its notice at once. */
export const studyFeature = defineServerFeature({
  name: "study",
  api: [
    { path: "/study", routes: studyRoutes, cache: { tag: "study", path: "/study/*" } },
    { path: "/admin/study", routes: studyAdminRoutes, afterWrite: { path: "/admin/study/*", check: checkWeeklyGuide } },
  ],
});
