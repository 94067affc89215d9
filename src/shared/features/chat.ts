import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** Watch live: the stream and its chat. */
export const chatFeature = defineSharedFeature({
  name: "chat",
  pages: [{ path: "/watch", render: "ssr", crumb: "watch", nav: [{ menu: "main", order: 2, labelKey: "nav.watchLive" }] }],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const chatSeo: PageSeo = {
  "/watch": {
    title: { en: "Watch Live", es: "Ver en vivo" },
    description: {
      en: "Watch {name}'s services live online, with chat, or catch up on previous sermons.",
      es: "Mira los cultos de {name} en vivo por internet, con chat, o ve sermones anteriores.",
    },
  },
};
