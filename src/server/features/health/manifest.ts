import { defineServerFeature } from "../../feature-manifest";
import { healthRoutes } from "./routes";

/** /api/health: the probe a load balancer or a container runtime reads. */
export const healthFeature = defineServerFeature({
  name: "health",
  api: [{ path: "/health", routes: healthRoutes }],
});
