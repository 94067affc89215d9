/**
 * The speed gate (issue 49, item 1): Lighthouse (mobile, its simulated throttling) with Debian's Chromium (its
 * headless shell when installed, each run once the fresh browser has settled: decision 0108) against a production
 * build with demo data, calibrated to this machine so that it means the same on every machine.
 *
 * It first runs Lighthouse's own CPU benchmark (its benchmarkIndex, the median of LIGHTHOUSE_BENCHMARK_RUNS runs)
 * and slows the CPU by benchmarkIndex / 375 (at least 1): the mid-tier phone Lighthouse's default 4x emulates on a
 * desktop of benchmarkIndex 1,500, whatever machine runs it (scripts/lighthouse-calibration.ts). Each page must
 * then meet Performance >= 95, Total Blocking Time <= 200 ms, layout shift <= 0.05, Accessibility 100, Best
 * Practices and SEO >= 95. Each page is also measured once at the low-tier phone (benchmarkIndex / 264, a Moto G
 * Power), printed beside it without failing. A run whose own benchmarkIndex strays more than a quarter from the
 * calibration (the machine was slowed by something else), or made while the host of this virtual machine took more
 * than 5 % of its CPU time for other guests (/proc/stat's steal time), is measured again. It ends with one table of
 * every page.
 *
 * Usage: npm run lighthouse [-- /path ...]  (defaults to every page of the sitemap that is not a detail page, and
 * one page of each detail kind rendered for guests, each in English and Spanish: tests/support/page-addresses.ts)
 *   LIGHTHOUSE_BENCHMARK_INDEX=1500  use this benchmarkIndex instead of measuring the machine
 *   LIGHTHOUSE_BENCHMARK_RUNS=5      Lighthouse runs whose benchmarkIndex is taken (their median)
 *   LIGHTHOUSE_LOW_TIER=0            leave out the low-tier column
 *   LIGHTHOUSE_URL=http://host:port  use a running server instead of building and starting one (start it with
 *                                    `taskset -c 1` to keep it off the page's core, as the gate keeps its own)
 *   LIGHTHOUSE_PAGE_CORE=0           let each page's main thread share every core with everything else (by default
 *                                    it runs alone on the first core: scripts/lighthouse-cores.ts, decision 0109)
 *   LIGHTHOUSE_RUNS=3                run every page this many times, and judge it by its median run (a page below
 *                                    a budget in fewer than 3 runs is measured again until it has 3: RUNS_WHEN_BELOW)
 *   LIGHTHOUSE_QUIET_WAIT_MS=30000   how long each run waits at most for the machine to be quiet
 *   LIGHTHOUSE_REPORT_DIR=dir        also write each run's full JSON report there (to read the audits)
 *   LIGHTHOUSE_ENFORCE=0             only print the scores, exit 0 below the budgets (for exploring)
 *   LIGHTHOUSE_TASKS=1               print, under each page, the main-thread tasks its judged run's blocking time
 *                                    counts, with the scripts each ran and how long the page's thread itself ran in
 *                                    each, and the share of the counted time that was the page's own work
 *                                    (scripts/lighthouse-tasks.ts, decision 0098)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { measuredPageAddresses } from "../tests/support/page-addresses";
import { countedTasks, describeRunningShare, describeTasks, SIGNIFICANT_TASK_MS, type TraceEvent } from "./lighthouse-tasks";
import { CHROMIUM_ARGS, HEADLESS_BROWSER_PATH, headlessFlag } from "./chromium";
import { givePageItsOwnCore } from "./lighthouse-cores";
import {
  budgetMisses,
  BUDGETS,
  CATEGORIES,
  type Category,
  cpuCountersOf,
  hostTookTheCores,
  LOW_TIER_PHONE_INDEX,
  median,
  MID_TIER_PHONE_INDEX,
  type PageScores,
  ranAtCalibratedSpeed,
  slowdownFor,
  STEADY_SHARE,
  stolenShare,
  STOLEN_SHARE,
} from "./lighthouse-calibration";

/** Every Bible translation /study may open in: the page is measured once they are all imported. */
const BIBLE_PROBES = ["/api/bible/web/JHN/1", "/api/bible/kjv/JHN/1", "/api/bible/rv1909/JHN/1"];

const enforce = process.env.LIGHTHOUSE_ENFORCE !== "0";
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
const benchmarkRuns = Math.max(1, Number(process.env.LIGHTHOUSE_BENCHMARK_RUNS ?? 5) || 5);
const lowTier = process.env.LIGHTHOUSE_LOW_TIER !== "0";
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const showTasks = process.env.LIGHTHOUSE_TASKS === "1";
/** Each run's trace, kept only to list the judged run's tasks (LIGHTHOUSE_TASKS=1): a trace is tens of megabytes. */
const traces = new WeakMap<object, readonly TraceEvent[]>();
/** Each run's share of the machine's CPU time its host took for other guests (Linux only). */
const stolen = new WeakMap<object, number>();

/** The machine's CPU counters now, or undefined where /proc/stat does not exist. */
function cpuCounters() {
  try {
    return cpuCountersOf(readFileSync("/proc/stat", "utf8"));
  } catch {
    return undefined;
  }
}

async function waitFor(urls: string[], what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (const url of urls) {
    for (;;) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`${what}: ${url} did not respond 200 in ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

async function startServer(): Promise<{ baseUrl: string; server: ChildProcess; dataDir: string }> {
  const build = spawn("npm", ["run", "build"], { stdio: "inherit" });
  const buildCode = await exited(build);
  if (buildCode !== 0) throw new Error(`build failed (${buildCode})`);
  const port = 4300 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-lh-"));
  // The built server in one node process (not npm > node), so stopping it stops the server.
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor([`${baseUrl}/api/health`], "server start", 60_000);
  return { baseUrl, server, dataDir };
}

/** Busy and total CPU time of every core since the machine started (milliseconds). */
function cpuTime(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** A machine is quiet when its cores are busy less than this share of a second. */
const QUIET_SHARE = 0.1;
const QUIET_WAIT_MS = Number(process.env.LIGHTHOUSE_QUIET_WAIT_MS ?? 30_000);

/**
 * Waits until the machine has been quiet for a second (at most QUIET_WAIT_MS): Lighthouse times the page's own
 * work on this machine, and a page measured while something else runs (a fresh server's clean-up after the Bible
 * import, the previous run's browser closing) is judged by that other work too. The first pages of a run were
 * measured with the machine half busy, and scored 10 to 20 points below their later runs.
 */
async function waitForQuiet(): Promise<void> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  for (;;) {
    const before = cpuTime();
    await new Promise((r) => setTimeout(r, 1000));
    const after = cpuTime();
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share < QUIET_SHARE) return;
    if (Date.now() > deadline) {
      if (QUIET_WAIT_MS > 0) console.log(`  (the machine is still ${Math.round(share * 100)} % busy; measuring anyway)`);
      return;
    }
  }
}

/**
 * A fresh browser that has finished starting. The full browser is still busy for a second or two after
 * chrome-launcher hands it over: on this two-core machine its browser process ran 0.7 s of CPU and the renderer of
 * its own omnibox popup (a WebUI page, chrome://omnibox-popup.top-chrome) 1.2 s, all in the first 2.1 s. The
 * benchmark then read the machine at a median 1,339 instead of 2,455, and a page loaded beside that work (decision
 * 0108). So the calibration's runs and the pages' runs wait for a quiet machine after the launch, which also covers
 * the previous run's browser closing. The headless shell settles at once.
 */
async function settledChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({ chromePath: HEADLESS_BROWSER_PATH, chromeFlags: [headlessFlag(HEADLESS_BROWSER_PATH), ...CHROMIUM_ARGS] });
  await waitForQuiet();
  return chrome;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * A page below a budget in one run is measured until it has this many runs, and judged by its median run
 * (Lighthouse's computeMedianRun: the run nearest the median first paint and time to interactive). One run's
 * score moves with whatever else the machine is doing; Lighthouse's docs (variability.md) find the median of
 * five runs twice as stable as one.
 */
const RUNS_WHEN_BELOW = 3;

function scoresOf(lhr: Lhr): PageScores {
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    totalBlockingTime: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    layoutShift: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
  };
}

const shortfalls = (lhr: Lhr) => budgetMisses(scoresOf(lhr));

function scoreLine(lhr: Lhr): string {
  const s = scoresOf(lhr);
  const missed = shortfalls(lhr);
  return `performance ${s.performance}  blocking ${Math.round(s.totalBlockingTime)} ms  layout shift ${s.layoutShift.toFixed(3)}  accessibility ${s.accessibility}  best-practices ${s["best-practices"]}  seo ${s.seo}  (benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}${stolen.has(lhr) ? `, host took ${percent(stolen.get(lhr) ?? 0)}` : ""})${missed.length ? `  BELOW: ${missed.join(", ")}` : ""}`;
}

/** The audits of a category that did not pass (metrics first, then Lighthouse's insights). */
function failingAudits(lhr: Lhr, id: Category): string[] {
  return (lhr.categories[id]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .map((audit) => `    - ${audit?.id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`);
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART), more often in a browser that has already
 * measured many pages: each measurement gets a fresh browser, and a failed recording, which says nothing of
 * the page, is measured again.
 */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url` with the CPU slowed `cpuSlowdownMultiplier` times. Throttling stays simulated
 * (Lighthouse's default and PageSpeed Insights'): the page loads at full speed and Lighthouse computes from its
 * trace how it would load on the phone, multiplying the main thread's tasks by the slowdown. DevTools
 * throttling would slow the real browser instead: runs several times longer and more at the mercy of
 * whatever else the machine does.
 */
async function measure(url: string, cpuSlowdownMultiplier: number, categories: readonly Category[] = CATEGORIES) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await settledChrome();
    try {
      const countersBefore = cpuCounters();
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        throttlingMethod: "simulate",
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      const error = result.lhr.runtimeError;
      if (!error) {
        const countersAfter = cpuCounters();
        if (countersBefore && countersAfter) stolen.set(result.lhr, stolenShare(countersBefore, countersAfter));
        if (showTasks) traces.set(result.lhr, (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? []);
        return result.lhr;
      }
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
      console.log(`  (Lighthouse failed to record ${url}: ${error.code}; measuring again)`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * A run made with the machine at the calibrated speed (its own benchmarkIndex within STEADY_SHARE of the
 * calibration): one made while something else slowed the machine is measured again, up to UNSTEADY_ATTEMPTS times,
 * and the last is kept, with a warning, if none was steady.
 */
const UNSTEADY_ATTEMPTS = 3;
async function steadyRun(url: string, cpuSlowdownMultiplier: number, calibratedIndex: number) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await measure(url, cpuSlowdownMultiplier);
    const runIndex = Math.round(lhr.environment.benchmarkIndex);
    const hostTook = stolen.get(lhr) ?? 0;
    const hostBusy = hostTookTheCores(hostTook);
    if (ranAtCalibratedSpeed(runIndex, calibratedIndex) && !hostBusy) return lhr;
    const note = hostBusy
      ? `measured while the host took ${percent(hostTook)} of this machine's CPU time for others (more than ${percent(STOLEN_SHARE)})`
      : `measured with the machine at benchmarkIndex ${fmt(runIndex)}, more than ${STEADY_SHARE * 100} % from the calibration's ${fmt(calibratedIndex)}`;
    if (attempt === UNSTEADY_ATTEMPTS) {
      console.log(`  (${note} ${attempt} times running; kept, but the machine is not steady enough to judge)`);
      return lhr;
    }
    console.log(`  (${note}; measuring again)`);
  }
}

/**
 * This machine's speed as Lighthouse reads it: the benchmarkIndex of `count` short runs (each waits for a quiet
 * machine, as the pages' runs do), their median, as one reading moves by a fifth from run to run.
 */
async function benchmarkIndexOf(url: string, count: number): Promise<{ index: number; readings: number[] }> {
  const readings: number[] = [];
  for (let i = 0; i < count; i++) {
    const chrome = await settledChrome();
    try {
      // The benchmark runs before the page loads; one cheap audit is all the run needs.
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyAudits: ["viewport"] });
      const index = result?.lhr.environment.benchmarkIndex;
      if (!index) throw new Error(`Lighthouse gave no benchmarkIndex for ${url}`);
      readings.push(Math.round(index));
    } finally {
      chrome.kill();
    }
  }
  return { index: median(readings), readings };
}

interface PageRow {
  page: string;
  judged: Lhr;
  runs: number;
  missed: string[];
  low?: Lhr;
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %`;

/** The gate's table in Markdown, one row per page (docs/performance.md keeps the latest run's table). */
function table(rows: PageRow[], slowdown: number, lowSlowdown: number): string {
  const lowHead = lowTier ? ` low-tier (${lowSlowdown}x) Performance | low-tier TBT |` : "";
  const lines = [
    `| page | Performance | TBT | CLS | Accessibility | Best Practices | SEO | runs |${lowHead} budgets at ${slowdown}x |`,
    `|---|---|---|---|---|---|---|---|${lowTier ? "---|---|" : ""}---|`,
  ];
  for (const row of rows) {
    const s = scoresOf(row.judged);
    const low = row.low ? scoresOf(row.low) : undefined;
    const lowCells = lowTier ? ` ${low?.performance ?? "-"} | ${low ? `${fmt(low.totalBlockingTime)} ms` : "-"} |` : "";
    lines.push(
      `| \`${row.page}\` | ${s.performance} | ${fmt(s.totalBlockingTime)} ms | ${s.layoutShift.toFixed(3)} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${row.runs} |${lowCells} ${row.missed.length ? `**below**: ${row.missed.join(", ")}` : "met"} |`,
    );
  }
  return lines.join("\n");
}

const started = process.env.LIGHTHOUSE_URL ? undefined : await startServer();
// Stopped half-way (Ctrl+C): the server and its throw-away database go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    started?.server.kill("SIGTERM");
    if (started) rmSync(started.dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}
const baseUrl = process.env.LIGHTHOUSE_URL ?? started?.baseUrl ?? "";
const pageCore = givePageItsOwnCore(started?.server.pid);
console.log(pageCore.note);
if (reportDir) mkdirSync(reportDir, { recursive: true });

const below: string[] = [];
const rows: PageRow[] = [];
try {
  // A fresh server imports the Bible texts in the background for a few seconds; measure after that, as a
  // visitor of a running site would see it.
  await waitFor(
    BIBLE_PROBES.map((probe) => `${baseUrl}${probe}`),
    "Bible import",
    180_000,
  );
  console.log(`load average before measuring: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  const given = process.env.LIGHTHOUSE_BENCHMARK_INDEX;
  let benchmarkIndex: number;
  if (given) {
    benchmarkIndex = Number(given);
    if (!(benchmarkIndex > 0)) throw new Error(`LIGHTHOUSE_BENCHMARK_INDEX must be a positive number, not "${given}"`);
    console.log(`benchmarkIndex ${fmt(benchmarkIndex)} (LIGHTHOUSE_BENCHMARK_INDEX)`);
  } else {
    const measured = await benchmarkIndexOf(`${baseUrl}/robots.txt`, benchmarkRuns);
    benchmarkIndex = measured.index;
    console.log(`benchmarkIndex ${fmt(benchmarkIndex)} (Lighthouse's benchmark, median of ${measured.readings.map(fmt).join(", ")})`);
  }
  const slowdown = slowdownFor(benchmarkIndex, MID_TIER_PHONE_INDEX);
  const lowSlowdown = slowdownFor(benchmarkIndex, LOW_TIER_PHONE_INDEX);
  console.log(`CPU slowdown ${slowdown}x (benchmarkIndex / ${MID_TIER_PHONE_INDEX}, the mid-tier phone; budgets)${lowTier ? `, low-tier ${lowSlowdown}x (/ ${LOW_TIER_PHONE_INDEX}, printed only)` : ""}`);

  const asked = process.argv.slice(2);
  const read = async (pagePath: string) => (await fetch(`${baseUrl}${pagePath}`)).text();
  const pages = asked.length > 0 ? asked : await measuredPageAddresses(read);
  const paths = asked.length > 0 ? asked : [...pages, ...pages.map((p) => `${p}?lang=es`)];
  console.log(`measuring ${paths.length} pages`);
  const save = (pagePath: string, suffix: string, lhr: Lhr) => {
    if (!reportDir) return;
    const page = pagePath === "/" || pagePath.startsWith("/?") ? `/home${pagePath.slice(1)}` : pagePath;
    writeFileSync(path.join(reportDir, `${page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "")}-${suffix}.json`), JSON.stringify(lhr));
  };
  for (const pagePath of paths) {
    const measured: Lhr[] = [];
    // A page is judged by its median run; one below a budget is measured again, up to RUNS_WHEN_BELOW runs.
    while (measured.length < runs || (measured.length < RUNS_WHEN_BELOW && shortfalls(computeMedianRun(measured)).length > 0)) {
      const lhr = await steadyRun(`${baseUrl}${pagePath}`, slowdown, benchmarkIndex);
      measured.push(lhr);
      save(pagePath, `run${measured.length}`, lhr);
      const label = measured.length > 1 ? `${pagePath} (run ${measured.length})` : pagePath;
      console.log(`${label.padEnd(22)} ${scoreLine(lhr)}`);
    }
    const judged = computeMedianRun(measured);
    if (measured.length > 1) console.log(`${`${pagePath} (median run)`.padEnd(22)} ${scoreLine(judged)}`);
    const missed = shortfalls(judged);
    for (const miss of missed) below.push(`${pagePath} ${miss}`);
    const trace = traces.get(judged);
    if (trace) {
      const tasks = countedTasks(trace, slowdown);
      console.log(`  tasks after the first paint of ${SIGNIFICANT_TASK_MS} ms or more as recorded (${tasks.length}):${tasks.length ? "" : " none"}`);
      for (const line of describeTasks(tasks)) console.log(line);
      const share = describeRunningShare(tasks, slowdown);
      if (share) console.log(share);
    }
    // The audits behind each missed budget (blocking time and layout shift are Performance's).
    const s = scoresOf(judged);
    const metricMissed = s.totalBlockingTime > BUDGETS.totalBlockingTime || s.layoutShift > BUDGETS.layoutShift;
    for (const id of CATEGORIES.filter((c) => s[c] < BUDGETS[c] || (c === "performance" && metricMissed))) {
      console.log(`  ${id}:\n${failingAudits(judged, id).slice(0, 8).join("\n")}`);
    }
    let low: Lhr | undefined;
    if (lowTier) {
      low = await measure(`${baseUrl}${pagePath}`, lowSlowdown, ["performance"]);
      save(pagePath, "low-tier", low);
      const s = scoresOf(low);
      console.log(`${`${pagePath} (low-tier)`.padEnd(22)} performance ${s.performance}  blocking ${fmt(s.totalBlockingTime)} ms`);
    }
    rows.push({ page: pagePath, judged, runs: measured.length, missed, low });
  }
  console.log(`load average after measuring: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  // Each run reads the machine again: a run far below the calibration was measured on a busier machine.
  const perRun = rows.map((row) => row.judged.environment.benchmarkIndex).filter((n) => n > 0);
  if (perRun.length > 0) {
    console.log(`the judged runs' own benchmarkIndex: median ${fmt(median(perRun))}, lowest ${fmt(Math.min(...perRun))}, highest ${fmt(Math.max(...perRun))}`);
  }
  const took = rows.map((row) => stolen.get(row.judged)).filter((n): n is number => n !== undefined);
  if (took.length > 0) console.log(`the host took of this machine's CPU time during the judged runs: median ${percent(median(took))}, highest ${percent(Math.max(...took))}`);
  console.log(`\n\`npm run lighthouse\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: benchmarkIndex ${fmt(benchmarkIndex)}, CPU slowdown ${slowdown}x${lowTier ? ` (low-tier ${lowSlowdown}x)` : ""}, ${rows.length} pages\n`);
  console.log(table(rows, slowdown, lowSlowdown));
} finally {
  pageCore.stop();
  if (started) {
    started.server.kill("SIGTERM");
    await exited(started.server);
    rmSync(started.dataDir, { recursive: true, force: true });
  }
}
if (below.length > 0) {
  console.log(`\n${below.length} budget(s) missed:\n  ${below.join("\n  ")}`);
  if (enforce) process.exit(1);
  console.log("(LIGHTHOUSE_ENFORCE=0: not failing)");
} else {
  console.log("\nevery page meets every budget");
}
