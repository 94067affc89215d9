import { featureStrings } from "../../i18n/feature-strings";

/** The member's own contact details on /settings (directory.*): their own chunk per language. */
const directoryStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withDirectoryStrings = directoryStrings.withStrings;
