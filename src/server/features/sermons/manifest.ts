import { defineServerFeature } from "../../feature-manifest";
import { checkLive } from "../push/notices";
import { sermonAdminRoutes } from "./admin-routes";
import { sermonRoutes } from "./routes";

/** The sermons and the live stream; an admin switching the stream on sends "we're live" at once. */
export const sermonsFeature = defineServerFeature({
  name: "sermons",
  api: [
    { path: "/sermons", routes: sermonRoutes, cache: { tag: "sermons", path: "/sermons/*" } },
    { path: "/admin/sermons", routes: sermonAdminRoutes, afterWrite: { path: "/admin/sermons/live", check: checkLive } },
  ],
});
