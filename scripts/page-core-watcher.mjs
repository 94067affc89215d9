/**
 * The speed gate's watcher (scripts/lighthouse-cores.ts, decision 0109): every renderer process Chromium starts
 * gets its main thread on the page's core, alone, and its other threads (compositor, raster, V8's background
 * compilers and garbage collector) on the other cores, beside the browser process, Lighthouse and the server.
 *
 * Usage: node scripts/page-core-watcher.mjs <page core list> <other cores list>   (taskset's list syntax, "0" "1-3")
 *
 * It asks the kernel through util-linux's `taskset` (sched_setaffinity, per thread: a Linux thread id is a task of
 * its own), scanning /proc every 20 ms; a thread a renderer starts later is moved on the next scan. It runs until
 * it is stopped.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const [pageCore, otherCores] = process.argv.slice(2);
if (!pageCore || !otherCores) {
  console.error("usage: page-core-watcher.mjs <page core list> <other cores list>");
  process.exit(2);
}

const SCAN_MS = 20;

/**
 * What a process is, from its command line: a renderer, a zygote (Chromium forks renderers from it, and a fork keeps
 * the zygote's command line until it renames itself: asked again on the next scan), or anything else.
 */
function kindOf(pid) {
  let commandLine;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, "latin1");
  } catch {
    return "gone";
  }
  if (commandLine === "" || commandLine.includes("--type=zygote")) return "undecided";
  return commandLine.includes("--type=renderer") ? "renderer" : "other";
}

function pin(tid, cores) {
  try {
    execFileSync("taskset", ["-p", "-c", cores, String(tid)], { stdio: "ignore" });
    return true;
  } catch {
    return false; // the thread has ended
  }
}

/** Each process seen: "renderer" or "other", decided once (the kernel reuses a number only after it has ended). */
const kinds = new Map();
/** Each renderer's threads already placed (its main thread's id is its process id). */
const placed = new Map();

function scan() {
  const alive = new Set();
  const renderers = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    alive.add(pid);
    let kind = kinds.get(pid);
    if (kind === undefined) {
      kind = kindOf(pid);
      if (kind === "renderer" || kind === "other") kinds.set(pid, kind);
    }
    if (kind === "renderer") renderers.push(pid);
  }
  for (const pid of kinds.keys()) if (!alive.has(pid)) kinds.delete(pid);
  for (const pid of placed.keys()) if (!alive.has(pid)) placed.delete(pid);
  // The main threads first: a new renderer's page may already be loading.
  for (const pid of renderers) if (!placed.has(pid) && pin(pid, pageCore)) placed.set(pid, new Set([pid]));
  for (const pid of renderers) {
    const threads = placed.get(pid);
    if (!threads) continue;
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const entry of tids) {
      const tid = Number(entry);
      if (!threads.has(tid) && pin(tid, otherCores)) threads.add(tid);
    }
  }
}

setInterval(scan, SCAN_MS);
scan();
