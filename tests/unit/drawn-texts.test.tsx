import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { useTranslation } from "../../src/web/i18n/use-translation";

/** An i18next with a few of the public texts in both languages, as the server's renderer has it. */
async function serverI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: "en",
    fallbackLng: "en",
    resources: {
      en: { translation: { nav: { home: "Home" }, events: { going_one: "{{count}} going", going_other: "{{count}} going" } } },
      es: { translation: { nav: { home: "Inicio" }, events: { going_one: "Va {{count}}", going_other: "Van {{count}}" } } },
    },
  });
  return i18n;
}

function Header({ going }: { going?: number }) {
  const { t } = useTranslation();
  return (
    <p>
      {t("nav.home")}
      {going !== undefined && ` · ${t("events.going", { count: going })}`}
      {` · ${t("sermons.title")}`}
    </p>
  );
}

function drawn(i18n: Awaited<ReturnType<typeof serverI18n>>, going?: number) {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Header going={going} />
    </I18nextProvider>,
  );
}

describe("texts in a page drawn on the server", () => {
  it("are drawn in the language of each drawing", async () => {
    const i18n = await serverI18n();
    expect(drawn(i18n)).toContain("Home");
    await i18n.changeLanguage("es");
    expect(drawn(i18n)).toContain("Inicio");
    await i18n.changeLanguage("en");
    expect(drawn(i18n)).toContain("Home");
  });

  it("ask i18next once for each text and language, however many pages are drawn", async () => {
    const i18n = await serverI18n();
    const asked = vi.spyOn(i18n, "t");
    for (let page = 0; page < 5; page++) drawn(i18n);
    expect(asked).toHaveBeenCalledTimes(2);
    await i18n.changeLanguage("es");
    drawn(i18n);
    expect(asked).toHaveBeenCalledTimes(4);
  });

  it("with values are drawn with each page's own", async () => {
    const i18n = await serverI18n();
    expect(drawn(i18n, 1)).toContain("1 going");
    expect(drawn(i18n, 12)).toContain("12 going");
    await i18n.changeLanguage("es");
    expect(drawn(i18n, 12)).toContain("Van 12");
  });

  it("that arrive after a page asked for them are drawn from then on, not the key it got before", async () => {
    const i18n = await serverI18n();
    expect(drawn(i18n)).toContain("sermons.title");
    i18n.addResourceBundle("en", "translation", { sermons: { title: "Sermons" } }, true, false);
    expect(drawn(i18n)).toContain("Sermons");
    expect(drawn(i18n)).not.toContain("sermons.title");
  });
});
