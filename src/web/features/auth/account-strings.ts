import { featureStrings } from "../../i18n/feature-strings";

/*
 * The texts of the sign-in dialog, /auth, /settings and the tour (auth.*, settings.*, tour.*) are their own
 * bundle per language, so the home page's first JavaScript carries only the header's few words.
 */
const accountStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

/** React.lazy with the account texts loaded before the component first renders. */
export const withAccountStrings = accountStrings.withStrings;
