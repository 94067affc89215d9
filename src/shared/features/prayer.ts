import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** The prayer wall and its inbox. */
export const prayerFeature = defineSharedFeature({
  name: "prayer",
  pages: [{ path: "/prayer", render: "ssr", crumb: "prayer", group: "resources", nav: [{ menu: "resources", order: 2, labelKey: "nav.prayer" }] }],
  admin: [{ path: "inbox/prayer", scope: "prayer:moderate", label: "inboxPrayer", icon: "HandHeart", order: 6 }],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const prayerSeo: PageSeo = {
  "/prayer": {
    title: { en: "Prayer Wall", es: "Muro de oración" },
    description: {
      en: "Share a prayer request with {name} and let others know you are praying for them.",
      es: "Comparte una petición de oración con {name} y deja saber a otros que oras por ellos.",
    },
  },
};
