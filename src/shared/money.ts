/** Integer cents as the reader's money ("$1,234.50", "1234,50 US$"). Kept free of zod for the web app. */
export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** "12.5" or "12,50" typed by a giver, as integer cents; null when it is not an amount. */
export function parseAmountToCents(text: string): number | null {
  const cleaned = text.trim().replace(/[$\s]/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
