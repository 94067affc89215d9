import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** The sermons, by series and topic. */
export const sermonsFeature = defineSharedFeature({
  name: "sermons",
  pages: [
    { path: "/sermons", render: "ssr", crumb: "sermons", group: "resources", nav: [{ menu: "resources", order: 1, labelKey: "nav.sermons" }] },
    { path: "/sermons/:slug", render: "ssr", crumb: "sermon", parent: "/sermons" },
  ],
  admin: [{ path: "sermons", scope: "content:write", label: "sermons", icon: "Mic", order: 10 }],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const sermonsSeo: PageSeo = {
  "/sermons": {
    title: { en: "Sermons", es: "Sermones" },
    description: {
      en: "Sermons from {name} by series and topic, with video, audio, a podcast and downloadable study notes.",
      es: "Sermones de {name} por serie y tema, con video, audio, podcast y notas de estudio para descargar.",
    },
  },
};
