import { defineServerFeature } from "../../feature-manifest";
import { emailAdminRoutes } from "./admin-routes";
import { emailRoutes } from "./routes";
import { ONE_CLICK_PATH } from "./unsubscribe";

/** Bulk email: the campaigns in the admin portal, and unsubscribing (the mail providers' one-click carries an HMAC token). */
export const emailFeature = defineServerFeature({
  name: "email",
  api: [
    { path: "/admin/email", routes: emailAdminRoutes },
    { path: "/email", routes: emailRoutes },
  ],
  signedWebhooks: [ONE_CLICK_PATH],
});
