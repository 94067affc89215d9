// Builds the web app and starts the production server on a fresh, throw-away demo database for the
// end-to-end tests (Playwright's webServer runs this and stops it afterwards).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "church-e2e-"));
execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
// The server imports the Bible in the background on a first start; the tests read it from the first request.
execFileSync("npx", ["tsx", "scripts/bible-import.ts"], { stdio: "ignore", env: { ...process.env, DATA_DIR: dataDir } });
// Admin accounts: the enrolled test admins, and a first super admin made by the real npm run admin:create,
// whose one-time setup link the tests follow (tests/e2e/support/admin-accounts.ts).
const seedEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}` };
execFileSync("npx", ["tsx", "tests/e2e/support/seed-admins.ts"], { stdio: "ignore", env: seedEnv });
const created = execFileSync(
  "npx",
  ["tsx", "scripts/admin-create.ts", "--email", "first@church.test", "--name", "First Admin"],
  { env: seedEnv, encoding: "utf8" },
);
const setupLink = created.split("\n").find((line) => line.includes("/admin/auth/callback?setup="));
writeFileSync(path.join(process.env.TMPDIR ?? "/tmp", `church-e2e-admin-setup-${process.env.PORT ?? 4173}.txt`), setupLink ?? "");
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
    // Many test sign-ins come from one address within a minute.
    ADMIN_LOGIN_RATE_LIMIT: "1000",
    // ...and so do all the members the tests sign up and sign in.
    MEMBER_AUTH_IP_LIMIT_FACTOR: "50",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
