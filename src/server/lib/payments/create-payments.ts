import type { Config } from "../../config";
import { createDemoPayments } from "./demo-payments";
import type { PaymentProvider } from "./payments";
import { createStripePayments } from "./stripe-payments";

/** Stripe when both keys are set (config.ts refuses one without the other), otherwise the demo provider. */
export function createPayments(config: Pick<Config, "stripe">): PaymentProvider {
  return config.stripe ? createStripePayments(config.stripe) : createDemoPayments();
}
