import { featureStrings } from "../../i18n/feature-strings";

/** A member's own study (myStudy.*): highlights, notes, plans and export, its own chunk per language. */
const myStudyStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withMyStudyStrings = myStudyStrings.withStrings;
