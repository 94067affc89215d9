import { defineSharedFeature } from "../feature-manifest";

/** The Bible's text, kept for reading offline. */
export const bibleFeature = defineSharedFeature({
  name: "bible",
  offlineReads: ["/api/bible/"],
});
