import { defineServerFeature } from "../../feature-manifest";
import { connectRoutes } from "./routes";
import { sendStaffDigest } from "./staff";

/** The connection card, meeting requests and class sign-ups; staff who chose the daily digest get it once a day. */
export const connectFeature = defineServerFeature({
  name: "connect",
  api: [{ path: "/connect", routes: connectRoutes }],
  jobs: ({ database, mailer, publicUrl }) => [
    // The hourly check sends the digest when a day has passed.
    { name: "staff digest", schedule: "23 * * * *", run: () => sendStaffDigest(database.db, mailer, publicUrl) },
  ],
});
