import type { Language } from "../../../shared/i18n";
import type { PaymentMode, RecurringFrequency } from "../../../shared/giving";

/** What a checkout pays for; echoed back in the provider's events so each feature handles its own. */
export type CheckoutPurpose = "gift" | "order";

/** One line of a store order's checkout, priced by the server. */
interface CheckoutLineItem {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

/** A hosted checkout for one payment: the browser is sent to `url`; card data never reaches our server. */
export interface CheckoutRequest {
  /** Our own id (a gift's or an order's), echoed back in the provider's events. */
  reference: string;
  /** Defaults to "gift". */
  purpose?: CheckoutPurpose;
  /** A store order's lines (their sum is amountCents); a gift is one line named by `description`. */
  lineItems?: CheckoutLineItem[];
  /** Stripe: close the checkout this many minutes from now (at least 30), releasing what it holds. */
  expiresInMinutes?: number;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  language: Language;
  successUrl: string;
  cancelUrl: string;
}

interface SubscriptionRequest extends CheckoutRequest {
  frequency: RecurringFrequency;
  /** The first charge's day (YYYY-MM-DD); today charges at checkout, a later day starts the cycle then. */
  startDate: string;
  today: string;
}

interface CheckoutStarted {
  url: string;
  /** The provider's id for this checkout (Stripe `cs_...`). */
  ref: string;
}

/**
 * What a verified webhook told us, in our own words. `id` is the provider's event id: handling is idempotent
 * by it. Amounts are integer cents.
 */
export type PaymentEvent =
  | { id: string; kind: "checkout_completed"; purpose: CheckoutPurpose; reference: string; checkoutRef: string; subscriptionRef: string | null; paid: boolean }
  | { id: string; kind: "checkout_expired"; purpose: CheckoutPurpose; reference: string; checkoutRef: string }
  | { id: string; kind: "subscription_paid"; subscriptionRef: string; reference: string | null; paymentRef: string; amountCents: number }
  | { id: string; kind: "subscription_failed"; subscriptionRef: string; reference: string | null; paymentRef: string; amountCents: number }
  | { id: string; kind: "subscription_cancelled"; subscriptionRef: string; reference: string | null }
  | { id: string; kind: "ignored"; type: string; reason?: string };

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/**
 * Payments behind one interface (ARCHITECTURE.md: lib/ holds an interface with a real and an offline
 * implementation): Stripe when its keys are set, otherwise the demo provider that moves no money.
 */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  startSubscription(request: SubscriptionRequest): Promise<CheckoutStarted>;
  pauseSubscription(subscriptionRef: string): Promise<void>;
  resumeSubscription(subscriptionRef: string): Promise<void>;
  changeSubscriptionAmount(subscriptionRef: string, amountCents: number, currency: string): Promise<void>;
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /** Refunds a one-time payment in full, by the checkout's id (startCheckout's `ref`). */
  refundCheckout(checkoutRef: string): Promise<void>;
  /** Checks the signature over the raw body and translates the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
