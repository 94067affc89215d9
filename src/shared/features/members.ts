import { defineSharedFeature } from "../feature-manifest";

/** The admin portal's member records (the directory's page). */
export const membersFeature = defineSharedFeature({
  name: "members",
  admin: [{ path: "members", scope: "members:read", label: "members", icon: "Contact", order: 2 }],
});
