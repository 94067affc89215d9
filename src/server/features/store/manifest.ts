import { defineServerFeature } from "../../feature-manifest";
import { storeAdminRoutes } from "./admin-routes";
import { storeRoutes } from "./routes";

/** The store: products, the cart's checkout and members' orders. */
export const storeFeature = defineServerFeature({
  name: "store",
  api: [
    { path: "/store", routes: storeRoutes },
    { path: "/admin/store", routes: storeAdminRoutes },
  ],
});
