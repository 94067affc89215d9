import i18n, { type BackendModule, type ReadCallback } from "i18next";
import LanguageDetector, { type CustomDetector } from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../shared/i18n";
import { LANGUAGE_QUERY, languageInCookie } from "../../shared/language-choice";
import { LANGUAGE_STORAGE_KEY, saveLanguage } from "./saved-language";

export { LANGUAGE_STORAGE_KEY };

/** Each language's bundle is its own chunk, fetched only when that language is needed. */
const bundles: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("./en.json"),
  es: () => import("./es.json"),
};

/** The admin portal's strings: the "admin" namespace, fetched only when an admin page asks for it. */
const adminBundles: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("./admin.en.json"),
  es: () => import("./admin.es.json"),
};

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const lazyBundles: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    (namespace === "admin" ? adminBundles : bundles)[language]().then(
      (bundle) => callback(null, bundle.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

i18n.on("languageChanged", (language) => {
  // Outside a browser (the tests) there is no document.
  if (typeof document === "undefined") return;
  // A browser may report a regional variant such as "es-ES"; the page language is its primary subtag.
  const primary = language.split("-")[0] ?? "";
  const lang = isLanguage(primary) ? primary : FALLBACK_LANGUAGE;
  // Written only when it changes: the browser restyles the whole page for :lang() at every write, even of the
  // same value (100 ms in one piece with the CPU slowed four times, as a server-rendered page hydrated).
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
});

/**
 * The settings shared by the browser and the server. English stands in for a language the site does not speak;
 * a Spanish page needs no English behind it, as every key is in both (tests/unit/*translations.test.ts), so a
 * Spanish visitor does not download and read every English bundle too.
 */
const OPTIONS = {
  fallbackLng: { es: [], default: [FALLBACK_LANGUAGE] },
  supportedLngs: [...LANGUAGES],
  load: "languageOnly",
  interpolation: { escapeValue: false },
  // "added": texts bundled with a lazy feature (member accounts) re-render the page once they arrive.
  react: { useSuspense: false, bindI18nStore: "added" },
} as const;

/** One of ours, exactly, as the server reads a cookie or `?lang=` (server/lib/http/visitor-language.ts). */
function exactLanguage(value: string | null | undefined): Language | undefined {
  return value && isLanguage(value) ? value : undefined;
}

/**
 * A link that names a language (`?lang=es`, as search results and shared links do) is the visitor's choice for
 * this page, and is saved like a choice made with the switcher.
 */
const addressLanguage: CustomDetector = {
  name: "address",
  lookup: () => exactLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY)),
};

/** The `lang` cookie, read as the server reads it. */
const readLanguageCookie = () => languageInCookie(document.cookie);

/**
 * The visitor's saved language, in the cookie that tells the server which language to render their pages in
 * (saved-language.ts). Written beside localStorage whenever the language is set: by the switcher, a `?lang=`
 * link, a member's profile, or the first visit's detection.
 */
const savedLanguageCookie: CustomDetector = {
  name: "savedLanguage",
  lookup: readLanguageCookie,
  cacheUserLanguage(language) {
    const chosen = exactLanguage(language.split("-")[0]);
    if (chosen) saveLanguage(chosen);
  },
};

/**
 * Starts i18next in the language the server rendered the page in, so the page is hydrated as it arrived: the
 * address's `?lang=`, else the saved choice (the cookie the server reads, then localStorage: a choice saved
 * before the cookie existed, which the cookie then follows), else the page's own `<html lang>` (the server's
 * reading of the browser's Accept-Language), else the browser's languages. SPEC.md section 9's order, with the
 * server seeing what the browser sees (docs/decisions/0082-visitor-language-first-byte.md). The
 * result is saved in localStorage and the cookie. Resolves when ready, also when a bundle fails: the app then
 * renders without translations.
 */
export async function initI18n(): Promise<void> {
  const detector = new LanguageDetector().addDetector(addressLanguage).addDetector(savedLanguageCookie);
  try {
    await i18n
      .use(lazyBundles)
      .use(detector)
      .use(initReactI18next)
      .init({
        ...OPTIONS,
        nonExplicitSupportedLngs: true,
        detection: {
          order: [addressLanguage.name, savedLanguageCookie.name, "localStorage", "htmlTag", "navigator"],
          caches: ["localStorage", savedLanguageCookie.name],
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        },
      });
  } catch (err) {
    console.error("Failed to load translations", err);
    return;
  }
  if (!i18n.hasResourceBundle(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE, "translation")) {
    console.error("Failed to load translations");
  }
}

/**
 * The app's translations outside a browser (the unit tests render components in either language): both languages
 * loaded once, then switched to the one asked for.
 */
export async function switchServerLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(lazyBundles).use(initReactI18next).init({ ...OPTIONS, lng: language, preload: [...LANGUAGES] });
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  const primary = (i18n.resolvedLanguage ?? i18n.language ?? "").split("-")[0] ?? "";
  return isLanguage(primary) ? primary : FALLBACK_LANGUAGE;
}

export { i18n };
