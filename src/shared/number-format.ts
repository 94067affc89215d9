/**
 * A number as people read it in the site's two languages, "1,234.5": US English and US Spanish write numbers
 * alike (checked against Intl by a test). Written here rather than by Intl: a browser's first Intl formatter
 * costs 40 to 60 ms (about 200 ms on a slow phone) while it loads its locale data.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  // Intl rounds the number's shortest decimal form ("0.95", not the binary 0.9499...), half away from zero.
  const shortest = String(Math.abs(value));
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(shortest);
  if (!plain) return new Intl.NumberFormat("en-US", { maximumFractionDigits }).format(value); // NaN, Infinity, 1e21, 1e-7
  const [, whole = "0", fraction = ""] = plain;
  let kept = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0"));
  if ((fraction[maximumFractionDigits] ?? "0") >= "5") kept += 1n;
  const digits = kept.toString().padStart(maximumFractionDigits + 1, "0");
  const integer = digits.slice(0, digits.length - maximumFractionDigits);
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${decimals ? `.${decimals}` : ""}`;
}
