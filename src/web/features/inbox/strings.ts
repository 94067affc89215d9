import { featureStrings } from "../../i18n/feature-strings";

/** The admin inbox pages' texts (inbox.*) in the "admin" namespace, loaded with the pages. */
const inboxStrings = featureStrings(
  {
    en: () => import("./i18n/en.json"),
    es: () => import("./i18n/es.json"),
  },
  "admin",
);

export const withInboxStrings = inboxStrings.withStrings;
