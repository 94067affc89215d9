import { defineServerFeature } from "../../feature-manifest";
import { smsAdminRoutes } from "./admin-routes";
import { SMS_WEBHOOK_PATH, smsRoutes } from "./routes";
import { forgetOldInboundTexts } from "./service";

/** Text messages: Twilio's inbound webhook (signed) and the admin portal's texting. */
export const smsFeature = defineServerFeature({
  name: "sms",
  api: [
    { path: "/sms", routes: smsRoutes },
    { path: "/admin/sms", routes: smsAdminRoutes },
  ],
  signedWebhooks: [SMS_WEBHOOK_PATH],
  jobs: ({ database }) => [
    // Twilio's texts are remembered a week, so a retry gets the response its text got (features/sms/service.ts).
    { name: "old text purge", schedule: "13 * * * *", run: () => forgetOldInboundTexts(database.db) },
  ],
});
