import type { Language } from "../../../shared/i18n";
import { formatCents } from "../../../shared/money";
import type { Db } from "../../db/client";
import type { SessionMember } from "../accounts/member-session";
import { getSiteSettings } from "../site/service";
import { statementGifts } from "./member-giving";
import { NO_GOODS_WORDING } from "./receipts";
import { getGivingSettings } from "./settings";
import { buildTextPdf, type PdfLine } from "./statement-pdf";

const COPY = {
  en: { title: (year: number) => `Contribution statement ${year}`, donor: "Donor", date: "Date", fund: "Fund", amount: "Amount", total: "Total contributions", none: "No gifts were recorded this year.", demo: "(demo)" },
  es: { title: (year: number) => `Constancia de contribuciones ${year}`, donor: "Donante", date: "Fecha", fund: "Fondo", amount: "Monto", total: "Total de contribuciones", none: "No se registraron ofrendas este año.", demo: "(demo)" },
} satisfies Record<Language, unknown>;

/**
 * A member's yearly contribution statement: church name and address, donor, each succeeded gift and the
 * total, with the "no goods or services" wording. The processing fee a donor covered counts as given.
 */
export async function buildStatement(db: Db, member: SessionMember, year: number): Promise<{ pdf: Uint8Array; totalCents: number; count: number }> {
  const [site, settings, list] = await Promise.all([getSiteSettings(db), getGivingSettings(db), statementGifts(db, member.id, year)]);
  const language = member.language;
  const copy = COPY[language];
  const locale = language === "es" ? "es-US" : "en-US";
  const money = (cents: number) => formatCents(cents, settings.currency, locale);
  const totalCents = list.reduce((sum, gift) => sum + gift.totalCents, 0);
  const { address } = site;
  const lines: PdfLine[] = [
    { text: site.name, bold: true, size: 18 },
    { text: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}` },
    { text: copy.title(year), bold: true, size: 14, gap: 14 },
    { text: `${copy.donor}: ${member.name} <${member.email}>`, gap: 6 },
    { text: `${copy.date}  |  ${copy.fund}  |  ${copy.amount}`, bold: true, gap: 14 },
    ...list.map((gift) => ({
      text: `${(gift.paidAt ?? gift.createdAt).slice(0, 10)}  |  ${gift.fund.name[language]}  |  ${money(gift.totalCents)}${gift.demo ? ` ${copy.demo}` : ""}`,
    })),
    ...(list.length === 0 ? [{ text: copy.none }] : []),
    { text: `${copy.total}: ${money(totalCents)}`, bold: true, gap: 12 },
    { text: NO_GOODS_WORDING[language], gap: 18 },
  ];
  return { pdf: buildTextPdf(lines), totalCents, count: list.length };
}
