import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** Online giving, a member's gifts and the giving books. */
export const givingFeature = defineSharedFeature({
  name: "giving",
  pages: [
    { path: "/give", render: "ssr", crumb: "give", nav: [{ menu: "main", order: 6, labelKey: "nav.give" }] },
    { path: "/give/thank-you", render: "browser", crumb: "thankYou", parent: "/give", private: true },
    {
      path: "/give/history",
      render: "browser",
      crumb: "myGiving",
      parent: "/give",
      private: true,
      nav: [{ menu: "account", order: 2, labelKey: "nav.account.giving" }],
    },
  ],
  admin: [{ path: "giving", scope: "giving:read", label: "giving", icon: "HandCoins", order: 12 }],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const givingSeo: PageSeo = {
  "/give": {
    title: { en: "Give Online", es: "Ofrendar en línea" },
    description: {
      en: "Give to {name} securely online, once or with a recurring gift, to the fund of your choice.",
      es: "Ofrenda a {name} en línea de forma segura, una vez o de forma recurrente, al fondo que elijas.",
    },
  },
};
