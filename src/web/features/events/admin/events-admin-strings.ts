import type { Language } from "../../../../shared/i18n";
import { i18n } from "../../../i18n";
import { featureStrings } from "../../../i18n/feature-strings";

type Bundle = { default: { eventsAdmin: Record<string, unknown> } };
type SiteBundle = { default: { events: { category: Record<string, string> } } };

/**
 * The admin's texts with the category names of the public site's own (events.category): one source, so the admin
 * says "Adoración" where the calendar does, never another word for the same category.
 */
function withSiteCategories(admin: Promise<Bundle>, site: Promise<SiteBundle>): Promise<{ default: Record<string, unknown> }> {
  return Promise.all([admin, site]).then(([a, s]) => ({ default: { ...a.default, eventsAdmin: { ...a.default.eventsAdmin, category: s.default.events.category } } }));
}

const bundles = {
  en: () => withSiteCategories(import("./i18n/en.json"), import("../i18n/en.json")),
  es: () => withSiteCategories(import("./i18n/es.json"), import("../i18n/es.json")),
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
