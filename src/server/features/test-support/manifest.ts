import { defineServerFeature } from "../../feature-manifest";
import { testSupportRoutes } from "./routes";

/** /api/test/*: the outbox for the end-to-end tests, mounted only with E2E_TEST_ROUTES, and never in the client's contract. */
export const testSupportFeature = defineServerFeature({
  name: "test-support",
  api: [{ path: "/test", routes: testSupportRoutes, onlyWhen: "E2E_TEST_ROUTES", invalidates: { tags: ["sessions"] } }],
});
