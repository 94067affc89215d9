import { featureStrings } from "../../i18n/feature-strings";

/** Texts of /plan-visit, /join-church, /kingdom-builders-class and the meeting request (connect.*, forms.*). */
const connectStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withConnectStrings = connectStrings.withStrings;
