import { featureStrings } from "../../i18n/feature-strings";

/** The texts of /sermons, a sermon's page and /watch: their own bundle per language. */
const sermonStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withSermonStrings = sermonStrings.withStrings;
