// Builds the site (`npm run build`, step by step) and starts the built production server on a fresh, throw-away
// demo database for the end-to-end tests (Playwright's webServer runs this and stops it afterwards).
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
// Node runs the TypeScript module as it is (its type stripping): this server runs on the `node` devDependency's Node 24.
import { ensureSiteBuild } from "./site-build.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "church-e2e-"));
// E2E_SKIP_BUILD=1 starts a fresh database on the build already in dist/ (re-running a spec after a test-only change).
if (!process.env.E2E_SKIP_BUILD) {
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  // The site's pages: built again only when a source is newer than their build, which the API tests' global setup has
  // just made in `npm test` (the same production build).
  ensureSiteBuild();
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
}
// The server imports the Bible in the background on a first start; the tests read it from the first request.
execFileSync(process.execPath, ["dist/server/bible-import.js"], { stdio: "ignore", env: { ...process.env, DATA_DIR: dataDir } });
// Admin accounts: the enrolled test admins, and a first super admin made by the real npm run admin:create,
// whose one-time setup link the tests follow (tests/e2e/support/admin-accounts.ts).
const seedEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}` };
execFileSync("npx", ["tsx", "tests/e2e/support/seed-admins.ts"], { stdio: "ignore", env: seedEnv });
const created = execFileSync(
  process.execPath,
  ["dist/server/admin-create.js", "--email", "first@church.test", "--name", "First Admin"],
  { env: seedEnv, encoding: "utf8" },
);
const setupLink = created.split("\n").find((line) => line.includes("/admin/auth/callback?setup="));
writeFileSync(path.join(process.env.TMPDIR ?? "/tmp", `church-e2e-admin-setup-${process.env.PORT ?? 4173}.txt`), setupLink ?? "");
// Every email leaves through real SMTP to a sink on loopback, as on a church's site with a mail provider; the sink
// writes each message as a JSON line where the tests read it (tests/e2e/support/smtp-sink.ts). The outbox still
// records each one as sent.
const sinkFile = path.join(process.env.TMPDIR ?? "/tmp", `church-e2e-smtp-${process.env.PORT ?? 4173}.jsonl`);
writeFileSync(sinkFile, "");
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      appendFileSync(sinkFile, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") })}\n`);
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));
const smtpUrl = `smtp://127.0.0.1:${sink.server.address().port}`;

/**
 * The coming Tuesday at 20:00 UTC: noon or 1 PM in the demo church's Los Angeles, when none of its services (Sunday
 * morning, Wednesday evening) is streaming. Run during a Sunday service, the tests that expect the stream off failed.
 */
function quietHourOfTheWeek() {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + ((2 - at.getUTCDay() + 7) % 7 || 7));
  at.setUTCHours(20, 0, 0, 0);
  return at.toISOString();
}

const server = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // Links in emails point at the address the tests browse; /api/test/outbox lets them read those emails.
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}`,
    E2E_TEST_ROUTES: "true",
    // The tests switch the stream on and off themselves: the service schedule reads a quiet hour, whenever they run.
    E2E_SERVICE_CLOCK: quietHourOfTheWeek(),
    SMTP_URL: smtpUrl,
    // Texts reach the site through Twilio's signed webhook; the tests sign them with this token (no texts are sent).
    TWILIO_AUTH_TOKEN: "e2e-twilio-auth-token",
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
  sink.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
