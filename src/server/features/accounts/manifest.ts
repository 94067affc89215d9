import { defineServerFeature } from "../../feature-manifest";
import { accountRoutes, authRoutes } from "./routes";

/** Members' sign-in (better-auth) and their own account. */
export const accountsFeature = defineServerFeature({
  name: "accounts",
  api: [
    // A sign-in, a sign-out or an account change clears the members' sessions cached for their requests; every
    // request under /auth may (a confirmation link is a GET that changes an email).
    { path: "/auth", routes: authRoutes, invalidates: { tags: ["sessions"], everyRequest: true } },
    { path: "/account", routes: accountRoutes, invalidates: { tags: ["sessions"] } },
  ],
});
