import { defineServerFeature } from "../../feature-manifest";
import { memberAdminRoutes } from "./admin-routes";

/** The admin portal's member records. */
export const membersFeature = defineServerFeature({
  name: "members",
  api: [{ path: "/admin/members", routes: memberAdminRoutes }],
});
