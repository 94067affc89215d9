import { featureStrings } from "../../../i18n/feature-strings";

/** The gallery admin page's texts, merged into the "admin" namespace when the page loads. */
const galleryAdminStrings = featureStrings(
  {
    en: () => import("./i18n/en.json"),
    es: () => import("./i18n/es.json"),
  },
  "admin",
);

export const withGalleryAdminStrings = galleryAdminStrings.withStrings;
