import { describe, expect, it } from "vitest";
import { acceptedLanguage, savedLanguage, visitorLanguage } from "../../src/server/lib/http/visitor-language";

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

describe("the language a page is rendered in", () => {
  it("reads Accept-Language by its q-values, a region counting for its language", () => {
    expect(acceptedLanguage("es-MX,es;q=0.9")).toBe("es");
    expect(acceptedLanguage("en-US,es;q=0.5")).toBe("en");
    expect(acceptedLanguage("es;q=0.5, en-US;q=0.8")).toBe("en");
    expect(acceptedLanguage("en;q=0.3, es-419;q=0.7")).toBe("es");
    expect(acceptedLanguage("fr-CH, fr;q=0.9, es;q=0.8, en;q=0.7")).toBe("es");
    expect(acceptedLanguage("ES-mx")).toBe("es");
    // Equal q-values keep the header's order.
    expect(acceptedLanguage("es, en")).toBe("es");
    expect(acceptedLanguage("en, es")).toBe("en");
    // q=0 is "not this one"; * stands for each of ours the header does not name.
    expect(acceptedLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(acceptedLanguage("es;q=0")).toBeUndefined();
    expect(acceptedLanguage("*")).toBe("en");
    expect(acceptedLanguage("en;q=0, *")).toBe("es");
    expect(acceptedLanguage("es, *;q=0.5")).toBe("es");
    // None of ours: the caller falls back to English.
    expect(acceptedLanguage("fr-FR, de;q=0.9")).toBeUndefined();
    expect(acceptedLanguage("esperanto")).toBeUndefined();
    expect(acceptedLanguage(undefined)).toBeUndefined();
  });

  it("gives junk and huge Accept-Language headers no language, without throwing", () => {
    for (const junk of ["", ";;;,,,", "q=0.9", ";q=1", "es;q=abc", '"es"', "=,=;=", "\u00ff\u00fe", "es;q=-1", "es;q=NaN", ", , es"]) {
      expect(() => acceptedLanguage(junk), junk).not.toThrow();
    }
    expect(acceptedLanguage("es;q=-1")).toBeUndefined();
    expect(acceptedLanguage("x,".repeat(200_000) + "es")).toBeUndefined();
    expect(acceptedLanguage("es," + "x-y;q=0.1,".repeat(200_000))).toBe("es");
  });

  it("caches the headers it has read and reads each the same way again, however many there are", () => {
    for (let round = 0; round < 2; round++) {
      expect(acceptedLanguage("es-MX,es;q=0.9")).toBe("es");
      expect(acceptedLanguage("fr-FR")).toBeUndefined();
      for (let i = 0; i < 2500; i++) expect(acceptedLanguage(`x-${i}, ${i % 2 ? "es" : "en"};q=0.5`)).toBe(i % 2 ? "es" : "en");
    }
  });

  it("reads the saved choice from its own cookie only, exactly as written", () => {
    expect(savedLanguage("lang=es")).toBe("es");
    expect(savedLanguage("church.session_token=abc; lang=es; theme=dark")).toBe("es");
    expect(savedLanguage('lang="es"')).toBe("es");
    expect(savedLanguage("lang=en")).toBe("en");
    for (const other of ["lang=ES", "lang=es-MX", "lang=fr", "lang=", "xlang=es", "language=es", "lang=%E0%A4%A", "lang=%zz", "lang=es%00", `lang=${"e".repeat(100_000)}`, ";;;=;="]) {
      expect(savedLanguage(other), other).toBeUndefined();
    }
    expect(savedLanguage(undefined)).toBeUndefined();
  });

  it("takes the address's ?lang first, then the saved choice, then Accept-Language, then English", () => {
    const spanishBrowser = { "accept-language": "es-ES,es;q=0.9" };
    expect(visitorLanguage(headers({}), "/events")).toBe("en");
    expect(visitorLanguage(headers(spanishBrowser), "/events")).toBe("es");
    expect(visitorLanguage(headers({ ...spanishBrowser, cookie: "lang=en" }), "/events")).toBe("en");
    expect(visitorLanguage(headers({ cookie: "lang=es" }), "/events")).toBe("es");
    expect(visitorLanguage(headers({ cookie: "lang=es" }), "/events?lang=en")).toBe("en");
    expect(visitorLanguage(headers({}), "/events?v=1&lang=es")).toBe("es");
    // An address naming no language of ours leaves the choice to the rest.
    expect(visitorLanguage(headers({ cookie: "lang=es" }), "/events?lang=fr")).toBe("es");
    expect(visitorLanguage(headers(spanishBrowser), "/events?lang=")).toBe("es");
    expect(visitorLanguage(headers(spanishBrowser), "/events?lang=%zz")).toBe("es");
    expect(visitorLanguage(headers({}), "/events?lang=es&lang=en")).toBe("es");
    // A path that merely contains the letters is not a query.
    expect(visitorLanguage(headers(spanishBrowser), "/sermons/lang=en")).toBe("es");
  });
});
