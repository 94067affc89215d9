import { describe, expect, it } from "vitest";
import { formatNumber } from "../../src/shared/number-format";

describe("numbers in both languages (src/shared/number-format.ts)", () => {
  it("writes numbers as Intl writes them in US English and US Spanish", () => {
    const values = [0, 1, 12, 999, 1000, 1023.6, 1234.56, 12.04, 12.05, 1.05, 2.25, 0.95, 999_999.96, 1e9 + 0.5, -3.14159, -0.04, 1e20];
    // A seeded walk through sizes from bytes to gigabytes, as file sizes and counts give.
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push((seed / 2_147_483_647) * 10 ** (i % 10));
    }
    for (const locale of ["en-US", "es-US"]) {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        for (const value of values) {
          const expected = intl.format(value);
          if (formatNumber(value, digits) !== expected) expect(`${locale} ${digits} ${value}: ${formatNumber(value, digits)}`).toBe(expected);
        }
      }
    }
  });

  it("leaves what is not an ordinary number to Intl", () => {
    expect(formatNumber(Number.NaN)).toBe("NaN");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("∞");
  });
});
