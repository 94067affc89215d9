import { featureStrings } from "../../../i18n/feature-strings";

/** The email admin page's texts, merged into the "admin" namespace when the page loads. */
const emailAdminStrings = featureStrings(
  {
    en: () => import("./i18n/en.json"),
    es: () => import("./i18n/es.json"),
  },
  "admin",
);

export const withEmailAdminStrings = emailAdminStrings.withStrings;
