// Part of npm run bench -- spike: prepares DATA_DIR before the production server starts on it: migrated, the
// demo content seeded, the live stream on, and BENCH_POSTERS signed-in members whose session cookies go to
// BENCH_COOKIES (they are valid for the server because both use the same AUTH_SECRET).
import { writeFileSync } from "node:fs";
import { openBenchApp, signedInMembers } from "./bench-members";

const { config, database, db, app } = await openBenchApp({ seed: true, live: true });
const cookies = await signedInMembers(app, db, config.publicUrl, Number(process.env.BENCH_POSTERS ?? 20));
writeFileSync(process.env.BENCH_COOKIES ?? "", JSON.stringify(cookies));
await database.close();
