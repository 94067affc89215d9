import { describe, expect, it } from "vitest";
import { translator } from "../../src/site/lib/translate";
import en from "../../src/web/i18n/en.json";
import es from "../../src/web/i18n/es.json";

describe("the texts of the frame's Astro templates (the footer, the breadcrumb)", () => {
  it("reads each text in the page's language, again and again the same", () => {
    for (let i = 0; i < 3; i++) {
      expect(translator("en")("footer.serviceTimes")).toBe(en.footer.serviceTimes);
      expect(translator("es")("footer.serviceTimes")).toBe(es.footer.serviceTimes);
      expect(translator("es")("breadcrumb.label")).toBe(es.breadcrumb.label);
    }
  });

  it("puts in the values a text names, and follows new ones (an admin changing the keyword) instead of keeping the old", () => {
    const t = translator("es");
    const first = t("footer.textToJoin", { keyword: "HOGAR", number: "(559) 555-0142" });
    expect(first).toContain("HOGAR");
    expect(first).toContain("(559) 555-0142");
    expect(t("footer.textToJoin", { keyword: "HOGAR", number: "(559) 555-0142" })).toBe(first);
    const changed = t("footer.textToJoin", { keyword: "CASA", number: "(559) 555-0199" });
    expect(changed).toContain("CASA");
    expect(changed).toContain("(559) 555-0199");
    expect(changed).not.toContain("HOGAR");
    // The same key without values is the text as written, not the last interpolation.
    expect(t("footer.textToJoin")).not.toContain("CASA");
  });
});
