import { defineServerFeature } from "../../feature-manifest";
import { myStudyRoutes } from "./routes";

/** A member's reading plans, notes and highlights. */
export const myStudyFeature = defineServerFeature({
  name: "my-study",
  api: [{ path: "/my-study", routes: myStudyRoutes }],
});
