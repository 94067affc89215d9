import { afterEach, describe, expect, it } from "vitest";
import { i18n, switchServerLanguage } from "../../src/web/i18n";
import { cardinalRule } from "../../src/web/i18n/plural-rules";

describe("plural forms without Intl (src/web/i18n/plural-rules.ts)", () => {
  it("answers as Intl.PluralRules does for English and Spanish counts", () => {
    const counts = [Number.NaN, Number.POSITIVE_INFINITY, -1, -2, 0.5, 1.5, 2.25, 1_000_000.5, -1_000_000];
    for (let n = 0; n <= 20_000; n++) counts.push(n);
    for (let millions = 1; millions <= 2_000; millions += 37) counts.push(millions * 1_000_000 - 1, millions * 1_000_000, millions * 1_000_000 + 1);
    for (const language of ["en", "es"]) {
      const intl = new Intl.PluralRules(language);
      const ours = cardinalRule(language);
      expect([...(ours?.resolvedOptions().pluralCategories ?? [])].sort()).toEqual([...intl.resolvedOptions().pluralCategories].sort());
      for (const count of counts) if (ours?.select(count) !== intl.select(count)) expect(`${language} ${count}: ${ours?.select(count)}`).toBe(intl.select(count));
    }
    expect(cardinalRule("es-US")).toBe(cardinalRule("es"));
    expect(cardinalRule("en_GB")).toBe(cardinalRule("en"));
    expect(cardinalRule("fr")).toBeUndefined();
  });

  describe("in the site's texts", () => {
    const RealPluralRules = Intl.PluralRules;
    /** Intl's properties are writable; its type says read-only. */
    const intl = Intl as { PluralRules: typeof Intl.PluralRules };
    afterEach(() => {
      intl.PluralRules = RealPluralRules;
    });

    it("writes '1 verse' and '3 verses' in both languages without building an Intl.PluralRules", async () => {
      await switchServerLanguage("en");
      let built = 0;
      intl.PluralRules = class extends RealPluralRules {
        constructor(...args: ConstructorParameters<typeof RealPluralRules>) {
          super(...args);
          built++;
        }
      } as typeof Intl.PluralRules;
      const found = (count: number) => i18n.t("study.search.count", { count, page: 1, pages: 1 });
      expect(found(1)).toBe("1 verse found.");
      expect(found(3)).toBe("3 verses found (page 1 of 1).");
      await switchServerLanguage("es");
      expect(found(1)).toBe("Se encontró 1 versículo.");
      expect(found(3)).toBe("Se encontraron 3 versículos (página 1 de 1).");
      expect(built).toBe(0);
    });
  });
});
