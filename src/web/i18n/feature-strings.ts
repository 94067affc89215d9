import { i18n, currentLanguage } from "./index";
import type { Language } from "../../shared/i18n";

type Bundle = () => Promise<{ default: Record<string, unknown> }>;

interface FeatureStrings {
  /** Loads the texts in the page's language (every key is in both: no English behind the Spanish); follows language changes. */
  load: () => Promise<void>;
  /** React.lazy's importer with the texts loaded before the component first renders. */
  withStrings: <T>(importer: () => Promise<T>) => () => Promise<T>;
}

/**
 * A feature's texts as their own chunk per language, merged into an i18next namespace ("translation" for
 * public pages, "admin" for the admin portal) when one of the feature's pages loads. The home page's first
 * JavaScript then carries none of them, and features never edit the same JSON file.
 */
export function featureStrings(bundles: Record<Language, Bundle>, namespace = "translation"): FeatureStrings {
  const loaded = new Map<Language, Promise<void>>();
  let following = false;

  function loadLanguage(language: Language): Promise<void> {
    let pending = loaded.get(language);
    if (!pending) {
      // The namespace's own file loads first: i18next skips loading a namespace that already holds a bundle.
      const base = namespace === "translation" ? Promise.resolve() : i18n.loadNamespaces(namespace);
      pending = Promise.all([bundles[language](), base]).then(([bundle]) => {
        // Components showing the texts take them in a transition (use-translation.ts), which waits for a page
        // the server rendered to be hydrated.
        i18n.addResourceBundle(language, namespace, bundle.default, true, false);
      });
      pending.catch(() => loaded.delete(language));
      loaded.set(language, pending);
    }
    return pending;
  }

  async function load(): Promise<void> {
    if (!following) {
      following = true;
      i18n.on("languageChanged", () => {
        void loadLanguage(currentLanguage());
      });
    }
    await loadLanguage(currentLanguage());
  }

  return {
    load,
    withStrings: (importer) => () => Promise.all([importer(), load()]).then(([module]) => module),
  };
}
