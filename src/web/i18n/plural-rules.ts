import type { i18n as I18n } from "i18next";

type Category = "one" | "many" | "other";

interface CardinalRule {
  select(count: number): Category;
  resolvedOptions(): { pluralCategories: Category[] };
}

function rule(pluralCategories: Category[], select: (count: number) => Category): CardinalRule {
  return { select, resolvedOptions: () => ({ pluralCategories: [...pluralCategories] }) };
}

/**
 * CLDR's cardinal rules for the site's two languages, as Intl.PluralRules answers them for numbers (a test
 * compares them): English "one" for 1; Spanish "one" for 1 and "many" for whole millions ("1 millón de ...").
 */
const CARDINAL_RULES: Record<string, CardinalRule> = {
  en: rule(["one", "other"], (count) => (Math.abs(count) === 1 ? "one" : "other")),
  es: rule(["many", "one", "other"], (count) => {
    const size = Math.abs(count);
    if (size === 1) return "one";
    return Number.isInteger(size) && size !== 0 && size % 1_000_000 === 0 ? "many" : "other";
  }),
};

/** The rule for a language tag ("es", "es-US", "en_GB"); undefined for any other language. */
export function cardinalRule(code: string): CardinalRule | undefined {
  return CARDINAL_RULES[code.split(/[-_]/)[0]?.toLowerCase() ?? ""];
}

/**
 * i18next picks a text's plural form ("1 reply", "2 replies") with Intl.PluralRules, and a browser's first Intl
 * object costs 40 to 60 ms (about 200 ms on a slow phone) while it loads its locale data: every page with a count
 * paid it while it was taken over. The site's languages answer from the rules above; any other (and ordinals)
 * still go to Intl. Call once i18next is started (its services exist from then on).
 */
export function answerPluralsWithoutIntl(i18n: I18n): void {
  const resolver = i18n.services.pluralResolver as { getRule(code: string, options?: { ordinal?: boolean }): unknown } | undefined;
  if (!resolver) return;
  const viaIntl = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options = {}) => (options.ordinal ? undefined : cardinalRule(code)) ?? viaIntl(code, options);
}
