import { featureStrings } from "../../i18n/feature-strings";

/** The community hub's texts (community.*): their own chunk per language, loaded with /community. */
const communityStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withCommunityStrings = communityStrings.withStrings;
