import { defineSharedFeature } from "../feature-manifest";

/** Bulk email and unsubscribing from it. */
export const emailFeature = defineSharedFeature({
  name: "email",
  pages: [{ path: "/unsubscribe", render: "browser", crumb: "unsubscribe", private: true }],
  admin: [{ path: "email", scope: "email:read", label: "email", icon: "Mail", order: 16 }],
});
