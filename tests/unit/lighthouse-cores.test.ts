import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { cpus, platform } from "node:os";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allowedCores, coreSplit, hasTaskset, startWatcher } from "../../scripts/lighthouse-cores";

/** The cores each thread of a process may run on, by thread id. */
function coresOfThreads(pid: number): Map<number, string | undefined> {
  const threads = new Map<number, string | undefined>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    threads.set(Number(tid), allowedCores(readFileSync(`/proc/${pid}/task/${tid}/status`, "utf8")));
  }
  return threads;
}

const idleNode = (...args: string[]) => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", "--", ...args], { stdio: "ignore" });

describe("the speed gate gives each page's main thread a core of its own (decision 0109)", () => {
  it("keeps the first core for the page and the rest for everything else", () => {
    expect(coreSplit(2)).toEqual({ page: "0", others: "1" });
    expect(coreSplit(8)).toEqual({ page: "0", others: "1-7" });
  });

  it("leaves a one-core machine as it is", () => {
    expect(coreSplit(1)).toBeUndefined();
    expect(coreSplit(0)).toBeUndefined();
  });

  it("reads the cores a thread may use from its status", () => {
    expect(allowedCores("Name:\tnode\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n")).toBe("0-1");
    expect(allowedCores("Name:\tnode\n")).toBeUndefined();
  });

  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
  });

  const split = coreSplit(cpus().length);
  it.runIf(platform() === "linux" && split && hasTaskset())(
    "moves a renderer's main thread alone onto the page's core and its other threads off it, and leaves other processes be",
    async () => {
      if (!split) return;
      const renderer = idleNode("--type=renderer");
      const other = idleNode("--type=gpu-process");
      children.push(renderer, other);
      const [rendererPid, otherPid] = [renderer.pid ?? 0, other.pid ?? 0];
      const before = allowedCores(readFileSync(`/proc/${otherPid}/status`, "utf8"));
      children.push(startWatcher(split));

      await vi.waitFor(
        () => {
          const threads = coresOfThreads(rendererPid);
          expect(threads.get(rendererPid)).toBe(split.page);
          for (const [tid, cores] of threads) if (tid !== rendererPid) expect(cores).toBe(split.others);
        },
        { timeout: 5000, interval: 50 },
      );
      expect(coresOfThreads(rendererPid).size).toBeGreaterThan(1);
      expect(allowedCores(readFileSync(`/proc/${otherPid}/status`, "utf8"))).toBe(before);
    },
  );
});
