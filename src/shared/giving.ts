import { z } from "./zod";
import { SLUG_PATTERN } from "./address-values";
import type { LocalizedText } from "./i18n";
import { LANGUAGES } from "./i18n";
import {
  GIFT_FREQUENCIES,
  GIFT_STATUSES,
  type GiftFrequency,
  giftAmountCents,
  type GiftStatus,
  MAX_GIFT_LIMIT_CENTS,
  MIN_GIFT_CENTS,
  type PaymentMode,
  type RecurringFrequency,
  type RecurringStatus,
} from "./giving-constants";
import { parseAmountToCents } from "./money";
import { MAX_INTEGER, realDate } from "./real-values";

export * from "./giving-constants";

const fundSlug = z
  .string()
  .trim()
  .regex(SLUG_PATTERN, "giving.validation.slug")
  .max(40, "giving.validation.slug");

const localizedLine = (max: number) =>
  z.object({
    en: z.string().trim().min(1, "giving.validation.required").max(max, "giving.validation.tooLong"),
    es: z.string().trim().min(1, "giving.validation.required").max(max, "giving.validation.tooLong"),
  });

export const fundInput = z.object({
  slug: fundSlug,
  name: localizedLine(60),
  description: localizedLine(300),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export type FundInput = z.input<typeof fundInput>;

const isoDate = realDate("giving.validation.startDate");
/** Cents of a gift as the page sends them, within what any church allows; its own limit is the server's (checkout.ts). */
const giftCents = (message: string) =>
  z.number({ message }).int(message).min(MIN_GIFT_CENTS, "giving.validation.amountMin").max(MAX_GIFT_LIMIT_CENTS, "giving.validation.amountMax");

export const checkoutInput = z.object({
  fundId: z.string().uuid({ message: "giving.validation.fund" }),
  amountCents: giftCents("giving.validation.amount"),
  coverFee: z.boolean().default(false),
  frequency: z.enum(GIFT_FREQUENCIES, { message: "giving.validation.frequency" }).default("once"),
  /** Recurring gifts: the first charge's day (today or later, in the church's time zone). */
  startDate: isoDate.optional(),
  /** Guests: who the receipt goes to. A signed-in member's own name and address are used instead. */
  name: z.string().trim().max(120, "giving.validation.tooLong").optional(),
  email: z.string().trim().toLowerCase().pipe(z.email({ message: "giving.validation.email" })).optional(),
  language: z.enum(LANGUAGES).default("en"),
  /**
   * What the page showed as the total. Optional; when sent it must equal the server's own price, so a page
   * left open across a fee change, or a tampered request, is refused rather than charged a different amount.
   */
  expectedTotalCents: z.number().int().min(0).max(MAX_INTEGER).optional(),
  /** The currency the page showed; anything but the church's setting is refused. */
  currency: z.string().length(3).optional(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/**
 * The /give form: a preset amount or one typed in dollars, checked against the church's limits; a guest's name
 * and address with checkoutInput's own rules. The page sends checkoutInput from it.
 */
export function giveForm(rules: { minAmountCents: number; maxAmountCents: number; today: string; guest: boolean }) {
  return z
    .object({
      preset: z.string(),
      amount: z.string(),
      fundId: checkoutInput.shape.fundId,
      frequency: z.enum(GIFT_FREQUENCIES),
      startDate: z.string(),
      coverFee: z.boolean(),
      name: rules.guest ? z.string().trim().min(1, "giving.validation.name").pipe(checkoutInput.shape.name.unwrap()) : z.string(),
      email: rules.guest ? checkoutInput.shape.email.unwrap() : z.string(),
    })
    .superRefine((form, ctx) => {
      const cents = giftAmountCents(form);
      const amountError =
        cents === null ? "giving.validation.amount" : cents < rules.minAmountCents ? "giving.validation.amountMin" : cents > rules.maxAmountCents ? "giving.validation.amountMax" : null;
      if (amountError) ctx.addIssue({ code: "custom", path: ["amount"], message: amountError });
      if (form.frequency !== "once" && !(isoDate.safeParse(form.startDate).success && form.startDate >= rules.today)) {
        ctx.addIssue({ code: "custom", path: ["startDate"], message: "giving.validation.startDate" });
      }
    });
}

export const giftIdParam = z.object({ id: z.string().uuid() });
const statementYear = z.number().int().min(2000).max(2100);
export const yearParam = z.object({ year: z.coerce.number().pipe(statementYear) });
/** The year's statements as one file: /statements/2026.zip, the year within yearParam's. */
export const statementsZipParam = z.object({
  year: z
    .string()
    .regex(/^\d{4}\.zip$/)
    .transform((file) => Number(file.slice(0, 4)))
    .pipe(statementYear),
});

export const recurringChange = z.object({
  amountCents: giftCents("giving.validation.amount").optional(),
  paused: z.boolean().optional(),
});

export const givingSettingsInput = z.object({
  currency: z.string().regex(/^[a-z]{3}$/, "giving.validation.currency"),
  maxAmountCents: z.number().int("giving.validation.maxAmount").min(MIN_GIFT_CENTS, "giving.validation.maxAmount").max(MAX_GIFT_LIMIT_CENTS, "giving.validation.maxAmount"),
  presetsCents: z
    .array(z.number().int("giving.validation.presets").min(MIN_GIFT_CENTS, "giving.validation.presets").max(MAX_GIFT_LIMIT_CENTS, "giving.validation.presets"))
    .min(1, "giving.validation.presets")
    .max(6, "giving.validation.presets"),
  feePercentBasisPoints: z.number({ message: "giving.validation.fee" }).int("giving.validation.fee").min(0, "giving.validation.fee").max(1000, "giving.validation.fee"),
  feeFixedCents: z.number({ message: "giving.validation.fee" }).int("giving.validation.fee").min(0, "giving.validation.fee").max(1000, "giving.validation.fee"),
});
export type GivingSettingsInput = z.input<typeof givingSettingsInput>;

/** Dollars as typed in a form ("12.50", "12,5") to integer cents; anything else is the given message. */
const amountText = (message: string) =>
  z.string().transform((text, ctx) => {
    const cents = parseAmountToCents(text);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

/** The rules form of /admin/giving: amounts typed in dollars, then the server's own checks (givingSettingsInput). */
export const givingSettingsForm = z.object({
  currency: z.string().trim().toLowerCase().pipe(givingSettingsInput.shape.currency),
  maxAmountCents: amountText("giving.validation.maxAmount").pipe(givingSettingsInput.shape.maxAmountCents),
  presetsCents: z
    .string()
    .transform((text, ctx) => {
      const cents = text.split(",").map((part) => parseAmountToCents(part));
      if (cents.some((c) => c === null || c < MIN_GIFT_CENTS)) {
        ctx.addIssue({ code: "custom", message: "giving.validation.presets" });
        return z.NEVER;
      }
      return cents as number[];
    })
    .pipe(givingSettingsInput.shape.presetsCents),
  feePercentBasisPoints: givingSettingsInput.shape.feePercentBasisPoints,
  feeFixedCents: givingSettingsInput.shape.feeFixedCents,
});

/** A member's new amount for a recurring gift, typed in dollars; at least the smallest gift. */
export const recurringAmountForm = z.object({
  amountCents: amountText("giving.validation.amount").pipe(z.number().int().min(MIN_GIFT_CENTS, "giving.validation.amountMin")),
});

export const adminGiftQuery = z.object({
  fundId: z.string().uuid().optional(),
  status: z.enum(GIFT_STATUSES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminGiftQuery = z.input<typeof adminGiftQuery>;

export const totalsQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

export const ADMIN_GIFTS_PAGE_SIZE = 50;

export interface Fund {
  id: string;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  active: boolean;
  sortOrder: number;
}

export interface GivingOptions {
  mode: PaymentMode;
  currency: string;
  minAmountCents: number;
  maxAmountCents: number;
  presetsCents: number[];
  fee: { percentBasisPoints: number; fixedCents: number };
  funds: Fund[];
  /** Today in the church's time zone (YYYY-MM-DD): the earliest start date of a recurring gift. */
  today: string;
}

export interface CheckoutResult {
  /** Where the browser goes next: the provider's hosted page, or (demo) straight to the thank-you page. */
  redirectUrl: string;
  giftId: string | null;
  recurringId: string | null;
}

/** What a gift came to and how it stands: on the gift's own record and on its thank-you page. */
export interface GiftSums {
  amountCents: number;
  feeCents: number;
  totalCents: number;
  currency: string;
  status: GiftStatus;
  demo: boolean;
}

export interface Gift extends GiftSums {
  id: string;
  fund: { id: string; name: LocalizedText };
  recurringId: string | null;
  donorName: string;
  createdAt: string;
  paidAt: string | null;
}

/** The thank-you page's view of a gift: no address, nothing a stranger holding the link should learn. */
export interface GiftReceipt extends GiftSums {
  id: string;
  fundName: LocalizedText;
  frequency: GiftFrequency;
  startDate: string | null;
}

export interface RecurringGift {
  id: string;
  fund: { id: string; name: LocalizedText };
  amountCents: number;
  feeCents: number;
  currency: string;
  frequency: RecurringFrequency;
  startDate: string;
  nextChargeOn: string | null;
  status: RecurringStatus;
  demo: boolean;
  createdAt: string;
}

export interface AdminGift extends Gift {
  donorEmail: string;
  memberId: string | null;
  provider: PaymentMode;
}

export interface AdminGiftPage {
  gifts: AdminGift[];
  page: number;
  hasMore: boolean;
  /** The received gifts of the list that count (demo gifts left out). */
  totalCents: number;
  /** The received demo gifts of the list, left out of the total. */
  demoLeftOut: { count: number; totalCents: number };
}

export interface AdminRecurringGift extends RecurringGift {
  donorName: string;
  donorEmail: string;
}

export interface GivingTotals {
  year: number;
  currency: string;
  totalCents: number;
  byFund: { fundId: string; name: LocalizedText; totalCents: number; count: number }[];
  /** Twelve entries, January first. */
  byMonth: { month: number; totalCents: number }[];
  /** Demo gifts of the year: recorded without moving money, so in no total, report or statement. */
  demoLeftOut: { count: number; totalCents: number };
}

export interface GivingSettings {
  currency: string;
  maxAmountCents: number;
  presetsCents: number[];
  feePercentBasisPoints: number;
  feeFixedCents: number;
}

/** A year's contribution statements emailed to every donor (one record per year guards against a double send). */
export interface StatementSend {
  year: number;
  sentCount: number;
  failedCount: number;
  sentBy: string;
  sentAt: string;
}

export const statementEmailInput = z.object({
  /** Send again even though this year's statements went out before (the admin confirmed it). */
  resend: z.boolean().default(false),
});
