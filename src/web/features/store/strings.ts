import { featureStrings } from "../../i18n/feature-strings";

/** The store's texts (store.*): their own chunk per language, loaded with the /store pages. */
const storeStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withStoreStrings = storeStrings.withStrings;
