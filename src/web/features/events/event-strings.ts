import { featureStrings } from "../../i18n/feature-strings";

/** The events pages' texts (events.*), their own chunk per language. */
const eventStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withEventStrings = eventStrings.withStrings;
