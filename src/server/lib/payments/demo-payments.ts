import { type PaymentProvider, WebhookSignatureError } from "./payments";

/**
 * The offline provider: checkout "succeeds" at once and sends the browser straight to the thank-you page. The
 * giving service records such gifts as demo and the page says "Demo mode: no money is charged".
 */
export function createDemoPayments(): PaymentProvider {
  return {
    mode: "demo",
    async startCheckout(request) {
      return { url: request.successUrl, ref: `demo_${request.reference}` };
    },
    async startSubscription(request) {
      return { url: request.successUrl, ref: `demo_sub_${request.reference}` };
    },
    async pauseSubscription() {},
    async resumeSubscription() {},
    async changeSubscriptionAmount() {},
    async cancelSubscription() {},
    async refundCheckout() {},
    verifyWebhook() {
      // Nothing outside this process speaks for the demo provider.
      throw new WebhookSignatureError("The demo provider takes no webhooks.");
    },
  };
}
