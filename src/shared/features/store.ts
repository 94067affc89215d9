import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** The store, the cart and a member's orders. */
export const storeFeature = defineSharedFeature({
  name: "store",
  pages: [
    { path: "/store", render: "ssr", crumb: "store", group: "resources", nav: [{ menu: "resources", order: 3, labelKey: "nav.store" }] },
    { path: "/store/cart", render: "browser", crumb: "cart", parent: "/store", private: true },
    {
      path: "/store/orders",
      render: "browser",
      crumb: "myOrders",
      parent: "/store",
      private: true,
      nav: [{ menu: "account", order: 3, labelKey: "nav.account.orders" }],
    },
    { path: "/store/orders/:id", render: "browser", crumb: "order", parent: "/store/orders", private: true },
    { path: "/store/:slug", render: "ssr", crumb: "product", parent: "/store" },
  ],
  admin: [{ path: "store", scope: "store:read", label: "store", icon: "ShoppingBag", order: 13 }],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const storeSeo: PageSeo = {
  "/store": {
    title: { en: "Store", es: "Tienda" },
    description: {
      en: "Books, shirts and gifts from {name}.",
      es: "Libros, camisetas y regalos de {name}.",
    },
  },
};
