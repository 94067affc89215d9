import { defineServerFeature } from "../../feature-manifest";
import { directoryAdminRoutes } from "./admin-routes";
import { directoryMemberRoutes } from "./member-routes";

/** The church directory: its records in the admin portal, a member's own contact details. */
export const directoryFeature = defineServerFeature({
  name: "directory",
  api: [
    { path: "/admin/directory", routes: directoryAdminRoutes },
    { path: "/directory", routes: directoryMemberRoutes },
  ],
});
