import { defineSharedFeature } from "../feature-manifest";

/** Members' sign-in and their own settings. */
export const accountsFeature = defineSharedFeature({
  name: "accounts",
  pages: [
    { path: "/auth", render: "browser", crumb: "memberLogin", private: true },
    { path: "/auth/callback", render: "browser", crumb: "signInLink", private: true },
    { path: "/settings", render: "browser", crumb: "settings", private: true, nav: [{ menu: "account", order: 6, labelKey: "nav.settings" }] },
    { path: "/admin-access", render: "browser", crumb: "adminAccess", private: true },
  ],
  offlineReads: ["/api/account/me"],
});
