import { and, eq, isNull } from "drizzle-orm";
import type { Language, LocalizedText } from "../../../shared/i18n";
import { formatCents } from "../../../shared/money";
import type { Db } from "../../db/client";
import { gifts, givingFunds } from "../../db/schema/giving";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { plainEmail } from "../../lib/mail/plain-email";
import { churchName } from "../site/service";
import { formatInstant } from "../../../shared/date-format";

/** The wording US donors need for a tax deduction (IRS Publication 1771), in the giver's language. */
export const NO_GOODS_WORDING: LocalizedText = {
  en: "No goods or services were provided in exchange for this contribution.",
  es: "No se proporcionaron bienes ni servicios a cambio de esta contribución.",
};

const COPY = {
  en: {
    subject: "Thank you for your gift",
    demoSubject: "[Demo] Thank you for your gift (no money charged)",
    greeting: (name: string) => `Dear ${name},`,
    guestGreeting: "Dear friend,",
    thanks: "Thank you for your generosity. This is your receipt.",
    amount: "Gift",
    fee: "Processing fee you covered",
    total: "Total charged",
    fund: "Fund",
    date: "Date",
    reference: "Receipt number",
    demo: "Demo mode: no money was charged.",
  },
  es: {
    subject: "Gracias por tu ofrenda",
    demoSubject: "[Demo] Gracias por tu ofrenda (no se cobró dinero)",
    greeting: (name: string) => `Estimado/a ${name}:`,
    guestGreeting: "Querido/a amigo/a:",
    thanks: "Gracias por tu generosidad. Este es tu recibo.",
    amount: "Ofrenda",
    fee: "Comisión de procesamiento que cubriste",
    total: "Total cobrado",
    fund: "Fondo",
    date: "Fecha",
    reference: "Número de recibo",
    demo: "Modo de demostración: no se cobró dinero.",
  },
} satisfies Record<Language, unknown>;

/**
 * Emails the receipt of a succeeded gift once: receipt_sent_at is claimed by a conditional update first, so
 * a webhook delivered twice at the same moment cannot send two receipts.
 */
export async function sendGiftReceipt(deps: { db: Db; mailer: Mailer; logger: Logger }, giftId: string): Promise<void> {
  const { db, mailer, logger } = deps;
  const [claimed] = await db
    .update(gifts)
    .set({ receiptSentAt: new Date() })
    .where(and(eq(gifts.id, giftId), isNull(gifts.receiptSentAt), eq(gifts.status, "succeeded")))
    .returning();
  if (!claimed || claimed.status !== "succeeded") return;
  const [fund] = await db.select({ name: givingFunds.name }).from(givingFunds).where(eq(givingFunds.id, claimed.fundId));
  const language = claimed.language;
  const copy = COPY[language];
  const locale = language === "es" ? "es-US" : "en-US";
  const money = (cents: number) => formatCents(cents, claimed.currency, locale);
  const church = await churchName(db);
  const when = formatInstant(claimed.paidAt ?? claimed.createdAt, language, { dateStyle: "long", timeZone: "UTC" });
  const facts = [
    `${copy.fund}: ${fund?.name[language] ?? ""}`,
    `${copy.amount}: ${money(claimed.amountCents)}`,
    ...(claimed.feeCents > 0 ? [`${copy.fee}: ${money(claimed.feeCents)}`, `${copy.total}: ${money(claimed.totalCents)}`] : []),
    `${copy.date}: ${when}`,
    `${copy.reference}: ${claimed.id.slice(0, 8).toUpperCase()}`,
  ];
  try {
    await mailer.send(
      plainEmail({ kind: "giving.receipt" }, claimed.donorEmail, `${claimed.demo ? copy.demoSubject : copy.subject} · ${church}`, [
        // A guest typed both their name and this address, which nobody confirmed: the receipt carries none of
        // their own text. A member's name and address are their account's.
        claimed.memberId ? copy.greeting(claimed.donorName) : copy.guestGreeting,
        copy.thanks,
        facts.join("\n"),
        ...(claimed.demo ? [copy.demo] : []),
        NO_GOODS_WORDING[language],
        church,
      ]),
    );
  } catch (err) {
    // The gift stands; the receipt can be re-sent from the statement. Free the claim so a retry may send it.
    await db.update(gifts).set({ receiptSentAt: null }).where(eq(gifts.id, giftId));
    logger.warn({ err, giftId }, "could not send the gift receipt");
  }
}
