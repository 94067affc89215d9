import { featureStrings } from "../../../i18n/feature-strings";

/** The content admin page's texts, merged into the "admin" namespace when the page (or its dashboard card) loads. */
const contentAdminStrings = featureStrings(
  {
    en: () => import("./i18n/en.json"),
    es: () => import("./i18n/es.json"),
  },
  "admin",
);

export const withContentAdminStrings = contentAdminStrings.withStrings;
