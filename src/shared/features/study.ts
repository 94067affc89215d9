import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** The Bible reader and the weekly study guides. */
export const studyFeature = defineSharedFeature({
  name: "study",
  pages: [
    { path: "/study", render: "ssr", crumb: "study", nav: [{ menu: "main", order: 3, labelKey: "nav.bibleTools" }] },
    { path: "/study/guides", render: "ssr", crumb: "studyGuides", parent: "/study" },
    { path: "/study/guides/:week", render: "ssr", crumb: "studyGuide", parent: "/study/guides" },
    // A passage in the reader is the study page itself.
    { path: "/study/:book/:chapter", render: "ssr", crumb: "study", example: "/study/JHN/3" },
  ],
  offlineReads: ["/api/study"],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const studySeo: PageSeo = {
  "/study": {
    title: { en: "Bible Tools & Study", es: "Biblia y estudio" },
    description: {
      en: "Read the Bible in English and Spanish side by side, look up passages, search, and follow this week's study guide and devotionals.",
      es: "Lee la Biblia en español e inglés lado a lado, busca pasajes y sigue la guía de estudio de la semana y los devocionales.",
    },
  },
};
