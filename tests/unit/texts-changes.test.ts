import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { followChanges, followTexts, textsNow } from "../../src/web/i18n/texts-changes";

/** An i18next with the app's own texts in both languages, as the browser starts with them. */
async function startedI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: { nav: { home: "Home" } } }, es: { translation: { nav: { home: "Inicio" } } } },
  });
  followTexts(i18n);
  return i18n;
}

/** A component's texts as drawn: the keys it read, and how many times it was asked to draw again. */
function drawn(i18n: Awaited<ReturnType<typeof startedI18n>>, keys: string[]) {
  const texts = textsNow(i18n.getFixedT(i18n.language, null));
  const shown = keys.map((key) => texts.t(key));
  let redraws = 0;
  const stop = followChanges(texts, () => (redraws += 1));
  return { shown, stop, redraws: () => redraws };
}

describe("which components draw their texts again when the texts change", () => {
  it("a feature's texts arriving redraw the components that read them, not the header that never did", async () => {
    const i18n = await startedI18n();
    const header = drawn(i18n, ["nav.home"]);
    const sermons = drawn(i18n, ["sermons.title", "sermons:unused"]);
    expect(sermons.shown[0]).toBe("sermons.title");

    i18n.addResourceBundle("en", "translation", { sermons: { title: "Sermons" } }, true, false);
    expect(header.redraws()).toBe(0);
    expect(sermons.redraws()).toBe(1);
    header.stop();
    sermons.stop();
  });

  it("a language change redraws every component with texts", async () => {
    const i18n = await startedI18n();
    const header = drawn(i18n, ["nav.home"]);
    const page = drawn(i18n, ["events.title"]);
    await i18n.changeLanguage("es");
    expect(header.redraws()).toBe(1);
    expect(page.redraws()).toBe(1);
    header.stop();
    page.stop();
  });

  it("a change made between drawing and following is heard too, if it concerns the component", async () => {
    const i18n = await startedI18n();
    const texts = textsNow(i18n.getFixedT("en", null));
    texts.t("prayer.title");
    i18n.addResource("en", "translation", "prayer.title", "Prayer");
    i18n.addResourceBundle("en", "translation", { store: { title: "Store" } }, true, false);
    let redraws = 0;
    const stop = followChanges(texts, () => (redraws += 1));
    expect(redraws).toBe(1);
    stop();
  });
});
