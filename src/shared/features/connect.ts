import { defineSharedFeature } from "../feature-manifest";

/** The connection card a visitor is texted a link to. */
export const connectFeature = defineSharedFeature({
  name: "connect",
  pages: [{ path: "/connect/card", render: "browser", crumb: "connectionCard", private: true }],
});
