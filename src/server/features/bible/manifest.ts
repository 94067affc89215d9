import { defineServerFeature } from "../../feature-manifest";
import { bibleRoutes } from "./routes";

/** The Bible's text, the same for everyone. */
export const bibleFeature = defineServerFeature({
  name: "bible",
  api: [{ path: "/bible", routes: bibleRoutes, cache: { tag: "bible", path: "/bible/*" } }],
});
