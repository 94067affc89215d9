import { formatNumber } from "./number-format";

/** The locales that write US dollars as "$1,234.50" (what Intl writes for them, checked by a test). */
const DOLLAR_LOCALES = new Set(["en-US", "es-US"]);
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents as the reader's money ("$1,234.50", "1234,50 US$"). Kept free of zod for the web app. US dollars
 * in the congregation's two locales are written here: a browser's first Intl number format costs a slow phone
 * about 80 ms while it loads its locale data, and the giving page's hydration paid it. Anything else goes to Intl,
 * one formatter per locale and currency.
 */
export function formatCents(cents: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  if (code === "USD" && DOLLAR_LOCALES.has(locale) && Number.isSafeInteger(cents)) {
    const whole = formatNumber(Math.floor(Math.abs(cents) / 100));
    return `${cents < 0 || Object.is(cents, -0) ? "-" : ""}$${whole}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
  }
  const key = `${locale} ${code}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: "currency", currency: code })));
  return format.format(cents / 100);
}

/** "12.5" or "12,50" typed by a giver, as integer cents; null when it is not an amount. */
export function parseAmountToCents(text: string): number | null {
  const cleaned = text.trim().replace(/[$\s]/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
