import { defineSharedFeature } from "../feature-manifest";

/** The admin portal's own sections (admins, health) and the page that tests an admin's access. */
export const adminFeature = defineSharedFeature({
  name: "admin",
  pages: [{ path: "/admin-test", render: "browser", crumb: "adminTest", private: true }],
  admin: [
    { path: "users", scope: "users:read", label: "users", icon: "Users", order: 1 },
    { path: "health", scope: "health:read", label: "health", icon: "HeartPulse", order: 17 },
  ],
});
