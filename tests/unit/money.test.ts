import { describe, expect, it } from "vitest";
import { formatCents, parseAmountToCents } from "../../src/shared/money";

const intl = (cents: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

describe("money as the reader writes it", () => {
  it("writes US dollars in both of the congregation's locales exactly as Intl does", () => {
    const amounts = [0, -0, 1, 5, 99, 100, 101, 999, 1000, 2550, 99999, 100000, 123456, 1234567, 100000000, 123456789012, -1, -2550, -123456789];
    for (let cents = 0; cents < 300000; cents += 137) amounts.push(cents);
    for (const locale of ["en-US", "es-US"]) {
      for (const cents of amounts) expect(formatCents(cents, "usd", locale), `${cents} ${locale}`).toBe(intl(cents, "usd", locale));
    }
  });

  it("leaves other currencies and locales to Intl", () => {
    expect(formatCents(123450, "cad", "en-US")).toBe(intl(123450, "cad", "en-US"));
    expect(formatCents(123450, "usd", "es")).toBe(intl(123450, "usd", "es"));
    expect(formatCents(123450, "eur", "es-US")).toBe(intl(123450, "eur", "es-US"));
    expect(formatCents(5, "mxn", "es-MX")).toBe(intl(5, "mxn", "es-MX"));
  });

  it("reads an amount a giver typed", () => {
    expect(parseAmountToCents("12.5")).toBe(1250);
    expect(parseAmountToCents("$ 12,50")).toBe(1250);
    expect(parseAmountToCents("twelve")).toBeNull();
  });
});
