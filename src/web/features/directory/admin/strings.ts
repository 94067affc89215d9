import { featureStrings } from "../../../i18n/feature-strings";

/** The member directory admin page's texts, merged into the "admin" namespace when the page loads. */
const directoryAdminStrings = featureStrings(
  {
    en: () => import("./i18n/en.json"),
    es: () => import("./i18n/es.json"),
  },
  "admin",
);

export const withDirectoryAdminStrings = directoryAdminStrings.withStrings;
