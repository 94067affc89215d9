import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** Groups, discussions and volunteering. */
export const communityFeature = defineSharedFeature({
  name: "community",
  pages: [
    {
      path: "/community",
      render: "ssr",
      crumb: "community",
      nav: [
        { menu: "main", order: 5, labelKey: "nav.community" },
        // A member's own groups are the "My community" tab.
        { menu: "account", order: 5, labelKey: "nav.account.community", to: "/community?tab=mine" },
      ],
    },
  ],
  admin: [{ path: "groups", scope: "groups:write", label: "groups", icon: "UsersRound", order: 14 }],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const communitySeo: PageSeo = {
  "/community": {
    title: { en: "Community", es: "Comunidad" },
    description: {
      en: "Connect with the {name} family: photos, discussions, study groups and ways to serve.",
      es: "Conéctate con la familia de {name}: fotos, conversaciones, grupos de estudio y formas de servir.",
    },
  },
};
