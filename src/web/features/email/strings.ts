import { featureStrings } from "../../i18n/feature-strings";

/** The unsubscribe page's texts (email.*): their own chunk per language. */
const emailStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withEmailStrings = emailStrings.withStrings;
