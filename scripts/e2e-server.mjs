// Builds the web app and starts the production server on a fresh, throw-away demo database for the
// end-to-end tests (Playwright's webServer runs this and stops it afterwards).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "church-e2e-"));
execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
// The server imports the Bible in the background on a first start; the tests read it from the first request.
execFileSync("npx", ["tsx", "scripts/bible-import.ts"], { stdio: "ignore", env: { ...process.env, DATA_DIR: dataDir } });
const server = spawn("npx", ["tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // Links in emails point at the address the tests browse; /api/test/outbox lets them read those emails.
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}`,
    E2E_TEST_ROUTES: "true",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
