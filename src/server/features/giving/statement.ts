import { and, eq, isNull, sql } from "drizzle-orm";
import type { Language } from "../../../shared/i18n";
import { formatCents } from "../../../shared/money";
import type { Db } from "../../db/client";
import { authUsers } from "../../db/schema/accounts";
import { gifts } from "../../db/schema/giving";
import type { ZipEntry } from "../../lib/zip";
import { languageOf } from "../accounts/service";
import type { SessionMember } from "../accounts/member-session";
import { getSiteSettings } from "../site/service";
import { type StatementDonor, statementGifts } from "./member-giving";
import { countedInYear } from "./counted";
import { NO_GOODS_WORDING } from "./receipts";
import { getGivingSettings } from "./settings";
import { buildTextPdf, type PdfLine } from "../../lib/pdf/text-pdf";

const COPY = {
  en: { title: (year: number) => `Contribution statement ${year}`, donor: "Donor", date: "Date", fund: "Fund", amount: "Amount", total: "Total contributions", none: "No gifts were recorded this year." },
  es: { title: (year: number) => `Constancia de contribuciones ${year}`, donor: "Donante", date: "Fecha", fund: "Fondo", amount: "Monto", total: "Total de contribuciones", none: "No se registraron ofrendas este año." },
} satisfies Record<Language, unknown>;

/**
 * A member's yearly contribution statement: church name and address, donor, each succeeded gift and the
 * total, with the "no goods or services" wording. The processing fee a donor covered counts as given.
 */
export async function buildStatement(
  db: Db,
  member: Pick<SessionMember, "name" | "email" | "language">,
  donor: StatementDonor,
  year: number,
): Promise<{ pdf: Uint8Array; totalCents: number; count: number }> {
  const [site, settings, list] = await Promise.all([getSiteSettings(db), getGivingSettings(db), statementGifts(db, donor, year)]);
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
      text: `${(gift.paidAt ?? gift.createdAt).slice(0, 10)}  |  ${gift.fund.name[language]}  |  ${money(gift.totalCents)}`,
    })),
    ...(list.length === 0 ? [{ text: copy.none }] : []),
    { text: `${copy.total}: ${money(totalCents)}`, bold: true, gap: 12 },
    { text: NO_GOODS_WORDING[language], gap: 18 },
  ];
  return { pdf: await buildTextPdf(lines, { title: copy.title(year), language }), totalCents, count: list.length };
}

/** A file name safe everywhere: the donor's name in ASCII letters and digits. */
function fileSlug(name: string): string {
  return name.normalize("NFD").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "donor";
}

/** One donor's statement for a year, with where and in which language it goes. */
interface DonorStatement {
  name: string;
  email: string;
  language: Language;
  fileName: string;
  pdf: Uint8Array;
}

/**
 * Every donor's statement for a year: members by account, guests by the address on their receipts (their
 * language is that of their latest gift). Only donors with a received gift.
 */
/** The donors of a year, members and guests: who a statement goes to. */
async function donorsOf(db: Db, year: number) {
  const inYear = countedInYear(year);
  const members = await db
    .selectDistinct({ id: authUsers.id, name: authUsers.name, email: authUsers.email, language: authUsers.language })
    .from(gifts)
    .innerJoin(authUsers, eq(authUsers.id, gifts.memberId))
    .where(inYear)
    .orderBy(authUsers.name);
  const guests = await db
    .select({
      email: gifts.donorEmail,
      name: sql<string>`(array_agg(${gifts.donorName} order by ${gifts.paidAt} desc))[1]`,
      language: sql<string>`(array_agg(${gifts.language} order by ${gifts.paidAt} desc))[1]`,
    })
    .from(gifts)
    .where(and(inYear, isNull(gifts.memberId)))
    .groupBy(gifts.donorEmail)
    .orderBy(gifts.donorEmail);
  return { members, guests };
}

/** How many donors a year's statements go to (what "Email the statements" asks before sending). */
export async function countDonors(db: Db, year: number): Promise<number> {
  const { members, guests } = await donorsOf(db, year);
  return members.length + guests.length;
}

export async function buildDonorStatements(db: Db, year: number): Promise<DonorStatement[]> {
  const { members, guests } = await donorsOf(db, year);
  const statements: DonorStatement[] = [];
  for (const member of members) {
    const donor = { name: member.name, email: member.email, language: languageOf(member.language) };
    const { pdf } = await buildStatement(db, donor, { memberId: member.id }, year);
    statements.push({ ...donor, fileName: `${year}-${fileSlug(member.name)}-${member.id.slice(0, 8)}.pdf`, pdf });
  }
  for (const guest of guests) {
    const donor = { name: guest.name, email: guest.email, language: languageOf(guest.language) };
    const { pdf } = await buildStatement(db, donor, { guestEmail: guest.email }, year);
    statements.push({ ...donor, fileName: `${year}-${fileSlug(guest.name)}-guest-${fileSlug(guest.email.split("@")[0] ?? "")}.pdf`, pdf });
  }
  return statements;
}

/** Every donor's statement for a year as ZIP entries, for the office to print or forward. */
export async function buildAllStatements(db: Db, year: number): Promise<ZipEntry[]> {
  return (await buildDonorStatements(db, year)).map((s) => ({ name: s.fileName, data: s.pdf }));
}
