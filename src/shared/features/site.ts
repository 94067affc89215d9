import { defineSharedFeature } from "../feature-manifest";

/** The church's settings (name, service times, links): every page reads them; admins change them. */
export const siteFeature = defineSharedFeature({
  name: "site",
  admin: [{ path: "settings", scope: "settings:write", label: "settings", icon: "Settings", order: 15 }],
  offlineReads: ["/api/site"],
});
