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

  it("ask i18next once for a text without options, every time for one with them", async () => {
    const i18n = await startedI18n();
    const asked = vi.spyOn(i18n, "t");
    for (let component = 0; component < 4; component++) {
      const t = keptTexts(i18n, "es");
      expect(t("nav.home")).toBe("Inicio");
      expect(t("hello", { name: `Ana ${component}` })).toBe(`Hola, Ana ${component}`);
    }
    expect(asked).toHaveBeenCalledTimes(1 + 4);
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
