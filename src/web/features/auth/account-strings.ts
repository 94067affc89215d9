import { i18n, currentLanguage } from "../../i18n";
import { FALLBACK_LANGUAGE, type Language } from "../../../shared/i18n";

/*
 * The texts of the sign-in dialog, /auth, /settings and the tour (auth.*, settings.*, tour.*) are their own
 * bundle per language, added to i18next when one of those chunks loads, so the home page's first JavaScript
 * carries only the header's few words.
 */
const bundles: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
};

const loaded = new Map<Language, Promise<void>>();

function load(language: Language): Promise<void> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = bundles[language]().then((bundle) => {
      i18n.addResourceBundle(language, "translation", bundle.default, true, false);
    });
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}

let following = false;

/** Loads the account texts in the page's language (and English, the fallback); follows language changes. */
export async function loadAccountStrings(): Promise<void> {
  if (!following) {
    following = true;
    i18n.on("languageChanged", () => {
      void load(currentLanguage());
    });
  }
  const language = currentLanguage();
  await Promise.all(language === FALLBACK_LANGUAGE ? [load(language)] : [load(language), load(FALLBACK_LANGUAGE)]);
}

/** React.lazy with the account texts loaded before the component first renders. */
export function withAccountStrings<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadAccountStrings()]).then(([module]) => module);
}
