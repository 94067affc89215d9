import { and, eq, isNull } from "drizzle-orm";
import type { Language } from "../../../shared/i18n";
import { formatCents } from "../../../shared/money";
import { orderNumber } from "../../../shared/store";
import type { Db } from "../../db/client";
import { storeOrders } from "../../db/schema/store";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { plainEmail } from "../../lib/mail/plain-email";
import { churchName, getSiteSettings } from "../site/service";
import { linesByOrder } from "./orders";

const COPY = {
  en: {
    subject: (number: string) => `Your order ${number}`,
    greeting: (name: string) => `Dear ${name},`,
    guestGreeting: "Hello,",
    thanks: "Thank you for your order. Here is what you bought:",
    total: "Total",
    number: "Order number",
    pickup: (address: string) => `Pick it up at church (${address}) before or after any service. We will email you when it is ready.`,
    link: "See your order",
    demo: "Demo mode: no money was charged.",
  },
  es: {
    subject: (number: string) => `Tu pedido ${number}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    guestGreeting: "Hola:",
    thanks: "Gracias por tu pedido. Esto es lo que compraste:",
    total: "Total",
    number: "Número de pedido",
    pickup: (address: string) => `Recógelo en la iglesia (${address}) antes o después de cualquier servicio. Te escribiremos cuando esté listo.`,
    link: "Ver tu pedido",
    demo: "Modo de demostración: no se cobró dinero.",
  },
} satisfies Record<Language, unknown>;

/**
 * Emails the confirmation of a paid order once, in the buyer's language: confirmation_sent_at is claimed by a
 * conditional update first, so a webhook delivered twice at the same moment cannot send two.
 */
export async function sendOrderConfirmation(deps: { db: Db; mailer: Mailer; logger: Logger; publicUrl: string }, orderId: string): Promise<void> {
  const { db, mailer, logger } = deps;
  const [order] = await db
    .update(storeOrders)
    .set({ confirmationSentAt: new Date() })
    .where(and(eq(storeOrders.id, orderId), isNull(storeOrders.confirmationSentAt), eq(storeOrders.payment, "paid")))
    .returning();
  if (!order) return;
  const language = order.language;
  const copy = COPY[language];
  const locale = language === "es" ? "es-US" : "en-US";
  const money = (cents: number) => formatCents(cents, order.currency, locale);
  const [lines, site, church] = await Promise.all([linesByOrder(db, [order.id]), getSiteSettings(db), churchName(db)]);
  const number = orderNumber(order.id);
  const items = (lines.get(order.id) ?? []).map(
    (line) => `${line.quantity} × ${line.productName[language]} (${line.variantName[language]}): ${money(line.unitPriceCents * line.quantity)}`,
  );
  const { address } = site;
  try {
    await mailer.send(
      plainEmail({ kind: "store.order-confirmation", secrets: [order.id] }, order.buyerEmail, `${copy.subject(number)} · ${church}`, [
        // A guest typed both their name and this address, which nobody confirmed: the confirmation carries none
        // of their own text. A member's name and address are their account's.
        order.memberId ? copy.greeting(order.buyerName) : copy.guestGreeting,
        copy.thanks,
        items.join("\n"),
        `${copy.total}: ${money(order.totalCents)}\n${copy.number}: ${number}`,
        copy.pickup(`${address.street}, ${address.city}`),
        `${copy.link}: ${deps.publicUrl}/store/orders/${order.id}`,
        ...(order.demo ? [copy.demo] : []),
        church,
      ]),
    );
  } catch (err) {
    // The order stands; free the claim so a later event (or an admin) may send it again.
    await db.update(storeOrders).set({ confirmationSentAt: null }).where(eq(storeOrders.id, orderId));
    logger.warn({ err, orderId }, "could not send the order confirmation");
  }
}
