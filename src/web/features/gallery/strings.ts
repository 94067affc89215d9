import { featureStrings } from "../../i18n/feature-strings";

/** The gallery's texts (gallery.*): their own chunk per language, loaded with the gallery section. */
const galleryStrings = featureStrings({
  en: () => import("./i18n/en.json"),
  es: () => import("./i18n/es.json"),
});

export const withGalleryStrings = galleryStrings.withStrings;
