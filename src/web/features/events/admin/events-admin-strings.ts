import type { Language } from "../../../../shared/i18n";
import { i18n } from "../../../i18n";
import { featureStrings } from "../../../i18n/feature-strings";

const bundles = {
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
};

/** The events admin pages' texts (eventsAdmin.*), their own chunk per language in the "admin" namespace. */
const eventsAdminStrings = featureStrings(bundles, "admin");

/** React.lazy with the events admin texts loaded before the page first renders. */
export const withEventsAdminStrings = eventsAdminStrings.withStrings;

/**
 * The preview shows the event in both languages, so it needs the texts of the language the page is not in:
 * that language's admin namespace first (so i18next still loads it), then this feature's bundle over it.
 */
export async function loadEventsAdminStringsIn(language: Language): Promise<void> {
  await i18n.loadNamespaces("admin");
  await i18n.loadLanguages(language);
  const bundle = await bundles[language]();
  i18n.addResourceBundle(language, "admin", bundle.default, true, false);
}
