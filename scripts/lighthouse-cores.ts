/**
 * The page's main thread on a core of its own while the speed gate measures (decision 0109).
 *
 * Lighthouse's simulated throttling multiplies each main-thread task's recorded length by the CPU slowdown. A
 * recorded length is wall time: on a two-core machine the page's main thread shared the cores with the browser
 * process, the screenshots of the filmstrip, the trace's own recording, Lighthouse, the server and the renderer's
 * other threads, and ran for only 42 to 49 % of its long tasks' time (the rest was waiting for a core). The slowdown
 * then multiplied that waiting too, by 7, and the result moved with whatever else the machine ran. A phone gives
 * the main thread a core while its other threads run on the others.
 *
 * So on Linux with two cores or more the gate runs on every core but the first, as does everything it starts
 * (Chromium, the server), and a watcher (page-core-watcher.mjs) moves each renderer's main thread onto the first
 * core, alone. The calibration's benchmark runs in a renderer's main thread too, so the slowdown is computed from
 * the same core's speed. LIGHTHOUSE_PAGE_CORE=0 turns it off.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpus, platform } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CoreSplit {
  /** The page's main thread: taskset's list syntax. */
  page: string;
  /** Everything else. */
  others: string;
}

/** The first core for the page's main thread and the rest for everything else; none on a single core. */
export function coreSplit(cpuCount: number): CoreSplit | undefined {
  if (!Number.isInteger(cpuCount) || cpuCount < 2) return undefined;
  return { page: "0", others: cpuCount === 2 ? "1" : `1-${cpuCount - 1}` };
}

/** The cores a thread may run on, as /proc/<pid>/task/<tid>/status lists them ("0", "1", "0-1"). */
export function allowedCores(status: string): string | undefined {
  return /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1];
}

/** util-linux's taskset is installed. */
export function hasTaskset(): boolean {
  try {
    execFileSync("taskset", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const WATCHER = path.join(path.dirname(fileURLToPath(import.meta.url)), "page-core-watcher.mjs");

/** Starts the watcher with the given split; stop it with `kill()`. */
export function startWatcher(split: CoreSplit): ChildProcess {
  return spawn(process.execPath, [WATCHER, split.page, split.others], { stdio: ["ignore", "ignore", "inherit"] });
}

/** Puts every thread of a process (and so every process or thread it starts from now on) on the other cores. */
function keepOffThePageCore(pid: number, split: CoreSplit): void {
  execFileSync("taskset", ["-a", "-p", "-c", split.others, String(pid)], { stdio: "ignore" });
}

/**
 * Puts this process and the server it started (if any) on the other cores, and starts the watcher. Returns a
 * sentence for the gate's log and a stop function; where it cannot (not Linux, one core, no taskset, or
 * LIGHTHOUSE_PAGE_CORE=0), the sentence says why and nothing is changed.
 */
export function givePageItsOwnCore(serverPid: number | undefined): { note: string; stop: () => void } {
  const none = (why: string) => ({ note: `every thread shares every core (${why})`, stop: () => undefined });
  if (process.env.LIGHTHOUSE_PAGE_CORE === "0") return none("LIGHTHOUSE_PAGE_CORE=0");
  if (platform() !== "linux") return none("not Linux");
  const split = coreSplit(cpus().length);
  if (!split) return none("one core");
  if (!hasTaskset()) return none("util-linux's taskset is not installed");
  keepOffThePageCore(process.pid, split);
  if (serverPid !== undefined) keepOffThePageCore(serverPid, split);
  const watcher = startWatcher(split);
  const stop = () => void watcher.kill();
  process.once("exit", stop);
  return {
    note: `each page's main thread runs alone on CPU ${split.page}; its other threads, the browser, Lighthouse and ${serverPid === undefined ? "this process (not the server at LIGHTHOUSE_URL)" : "the server"} on CPU ${split.others}`,
    stop,
  };
}
