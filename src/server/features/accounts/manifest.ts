import { defineServerFeature } from "../../feature-manifest";
import { accountRoutes, authRoutes } from "./routes";

/** Members' sign-in (better-auth) and their own account. */
export const accountsFeature = defineServerFeature({
  name: "accounts",
  api: [
    { path: "/auth", routes: authRoutes },
    { path: "/account", routes: accountRoutes },
  ],
});
