import { defineServerFeature } from "../../feature-manifest";
import { storeAdminRoutes } from "./admin-routes";
import { storeRoutes } from "./routes";

/** The store: products, the cart's checkout and members' orders. */
export const storeFeature = defineServerFeature({
  name: "store",
  api: [
    // An order changes a product's stock on the rendered pages.
    { path: "/store", routes: storeRoutes, invalidates: { tags: ["pages"] } },
    { path: "/admin/store", routes: storeAdminRoutes },
  ],
});
