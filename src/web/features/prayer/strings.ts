import { featureStrings } from "../../i18n/feature-strings";

/** The prayer wall's texts (prayer.*, forms.*): their own chunk per language. */
const prayerStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withPrayerStrings = prayerStrings.withStrings;
