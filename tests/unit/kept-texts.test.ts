import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { keptTexts } from "../../src/web/i18n/kept-texts";

async function startedI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: "es",
    fallbackLng: "en",
    resources: { en: { translation: { nav: { home: "Home" } } }, es: { translation: { nav: { home: "Inicio" }, hello: "Hola, {{name}}" } } },
  });
  return i18n;
}

describe("texts kept as a component draws them in the browser", () => {
  it("stay in the language they were made in until the component is drawn again with new ones", async () => {
    const i18n = await startedI18n();
    const t = keptTexts(i18n, i18n.language);
    expect(t("nav.home")).toBe("Inicio");
    await i18n.changeLanguage("en");
    expect(t("nav.home")).toBe("Inicio");
    expect(keptTexts(i18n, i18n.language)("nav.home")).toBe("Home");
  });

  it("ask i18next once for each text and each set of plain values, every time for values that are not plain", async () => {
    const i18n = await startedI18n();
    const asked = vi.spyOn(i18n, "t");
    for (let component = 0; component < 4; component++) {
      const t = keptTexts(i18n, "es");
      expect(t("nav.home")).toBe("Inicio");
      expect(t("hello", { name: "Ana" })).toBe("Hola, Ana");
      expect(t("hello", { name: `Luis ${component}` })).toBe(`Hola, Luis ${component}`);
      expect(t("hello", { name: "Eva", replace: { name: "Eva" } })).toBe("Hola, Eva");
    }
    expect(asked).toHaveBeenCalledTimes(1 + 1 + 4 + 4);
  });

  it("tell a number from the same digits in a string", async () => {
    const i18n = await startedI18n();
    i18n.addResourceBundle("es", "translation", { going_one: "Va una persona", going_other: "Van {{count}}" }, true, false);
    const t = keptTexts(i18n, "es");
    expect(t("going", { count: 1 })).toBe("Va una persona");
    // i18next chooses a plural form for a number only: the digits in a string find no text.
    expect(t("going", { count: "1" })).toBe(i18n.t("going", { count: "1" }));
    expect(t("going", { count: "1" })).not.toBe("Va una persona");
  });

  it("answer a text that arrives later, and one changed, instead of what they answered before", async () => {
    const i18n = await startedI18n();
    const t = keptTexts(i18n, "es");
    expect(t("sermons.title")).toBe("sermons.title");
    i18n.addResourceBundle("es", "translation", { sermons: { title: "Prédicas" } }, true, false);
    expect(t("sermons.title")).toBe("Prédicas");
    i18n.addResource("es", "translation", "nav.home", "Portada");
    expect(t("nav.home")).toBe("Portada");
  });
});
