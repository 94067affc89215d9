import { defineServerFeature } from "../../feature-manifest";
import { handleOrderPaymentEvent } from "../store/order-events";
import { givingAdminRoutes } from "./admin-routes";
import { runDemoBilling } from "./payment-events";
import { givingRoutes } from "./routes";

/** Online giving. The one payments webhook also completes the store's checkouts (features/store/order-events.ts). */
export const givingFeature = defineServerFeature({
  name: "giving",
  api: [
    { path: "/giving", routes: (ctx) => givingRoutes(ctx, { orderEvents: (event) => handleOrderPaymentEvent(ctx, event) }) },
    { path: "/admin/giving", routes: givingAdminRoutes },
  ],
  signedWebhooks: ["/api/giving/webhooks/stripe"],
  // Stripe bills recurring gifts itself; the demo provider records theirs as their days come.
  jobs: ({ database, mailer, logger, payments, publicUrl }) =>
    payments.mode === "demo"
      ? [{ name: "demo billing", schedule: "33 * * * *", runAtStart: true, run: () => runDemoBilling({ db: database.db, mailer, logger, payments, publicUrl }) }]
      : [],
});
