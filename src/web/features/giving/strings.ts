import { featureStrings } from "../../i18n/feature-strings";

/** Giving's texts (giving.*): their own chunk per language, loaded with the /give pages. */
const givingStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withGivingStrings = givingStrings.withStrings;
