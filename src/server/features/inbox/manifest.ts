import { defineServerFeature } from "../../feature-manifest";
import { inboxAdminRoutes } from "./admin-routes";

/** The admin portal's inbox of sign-ups and meeting requests (the prayer inbox is features/prayer's). */
export const inboxFeature = defineServerFeature({
  name: "inbox",
  api: [{ path: "/admin/inbox", routes: inboxAdminRoutes }],
});
