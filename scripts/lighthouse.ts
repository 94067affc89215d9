/**
 * Runs Lighthouse (mobile) with Debian's chromium against a production build with demo data and prints the
 * four category scores per page. Usage: npm run lighthouse [-- /path ...] (defaults to the public pages).
 * LIGHTHOUSE_URL=http://host:port uses a running server instead of starting one.
 * LIGHTHOUSE_ENFORCE=1 exits non-zero below the budgets (Performance 95, Accessibility 100,
 * Best Practices 95, SEO 95).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 } as const;
const DEFAULT_PATHS = ["/", "/events", "/sermons", "/give", "/study"];

async function waitForHealth(baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${baseUrl} did not become healthy`);
}

async function startServer(): Promise<{ baseUrl: string; server: ChildProcess; dataDir: string }> {
  const port = 4300 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-lh-"));
  const build = spawn("npx", ["vite", "build"], { stdio: "inherit" });
  await new Promise<void>((resolve, reject) =>
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`)))),
  );
  const server = spawn("npx", ["tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, 60_000);
  return { baseUrl, server, dataDir };
}

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;
const started = process.env.LIGHTHOUSE_URL ? undefined : await startServer();
const baseUrl = process.env.LIGHTHOUSE_URL ?? started?.baseUrl ?? "";
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

let failed = false;
try {
  for (const pagePath of paths) {
    const result = await lighthouse(`${baseUrl}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: Object.keys(BUDGETS),
    });
    if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
    const scores = Object.fromEntries(
      Object.keys(BUDGETS).map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof BUDGETS, number>;
    const below = (Object.keys(BUDGETS) as Array<keyof typeof BUDGETS>).filter((id) => scores[id] < BUDGETS[id]);
    console.log(
      `${pagePath.padEnd(12)} performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores["best-practices"]}  seo ${scores.seo}${below.length ? `  BELOW: ${below.join(", ")}` : ""}`,
    );
    if (below.length) {
      failed = true;
      for (const id of below) {
        const refs = result.lhr.categories[id]?.auditRefs ?? [];
        const failing = refs
          .map((ref) => result.lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
          .map((audit) => `    - ${audit?.id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`);
        console.log(`  ${id}:\n${failing.slice(0, 8).join("\n")}`);
      }
    }
  }
} finally {
  chrome.kill();
  if (started) {
    started.server.kill("SIGTERM");
    rmSync(started.dataDir, { recursive: true, force: true });
  }
}
if (failed && process.env.LIGHTHOUSE_ENFORCE === "1") process.exit(1);
