import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createJobRunner } from "../../src/server/lib/jobs/runner";
import type { QueueSteps } from "../../src/server/lib/jobs/queue-worker";

/** A logger whose lines the test reads. */
function listeningLogger() {
  const lines: Array<{ level: number; msg: string; job?: string }> = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  return { logger, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) };
}

/** A promise the test settles when it chooses. */
function held() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/** A job that runs every minute and at the start, and whose runs end only when the test releases them. */
function slowJob() {
  const slow = held();
  const job = {
    name: "slow job",
    schedule: "* * * * *",
    runAtStart: true,
    runs: 0,
    run: async () => {
      job.runs += 1;
      await slow.promise;
    },
  };
  return { job, release: slow.release };
}

/** A runner started with slowJob's job alone. */
function startedWithSlowJob() {
  const runner = createJobRunner({ logger: listeningLogger().logger });
  const { job, release } = slowJob();
  runner.every(job);
  runner.start();
  return { runner, job, release };
}

describe("the job runner's timed jobs", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-03-01T10:00:30Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("logs a timed job that fails, and runs it and the other jobs again at their next times", async () => {
    const { logger, warnings } = listeningLogger();
    const runner = createJobRunner({ logger });
    const runs = { broken: 0, healthy: 0 };
    runner.every({
      name: "broken job",
      schedule: "* * * * *",
      run: async () => {
        runs.broken += 1;
        throw new Error("database away");
      },
    });
    runner.every({ name: "healthy job", schedule: "* * * * *", run: async () => void (runs.healthy += 1) });
    runner.start();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await runner.stop();
    expect(runs).toEqual({ broken: 2, healthy: 2 });
    expect(warnings()).toEqual(["broken job failed; it runs again at its next time", "broken job failed; it runs again at its next time"]);
  });

  it("runs a job at the start when asked to, and never starts it again while it is still running", async () => {
    const { runner, job, release } = startedWithSlowJob();
    expect(job.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(job.runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(job.runs).toBe(2);
    await runner.stop();
  });

  it("refuses a schedule it cannot read, and a second job of the same name", () => {
    const runner = createJobRunner({ logger: listeningLogger().logger });
    expect(() => runner.every({ name: "typo", schedule: "every hour", run: async () => {} })).toThrow();
    runner.every({ name: "digest", schedule: "0 * * * *", run: async () => {} });
    expect(() => runner.every({ name: "digest", schedule: "30 * * * *", run: async () => {} })).toThrow(/already registered/);
  });

  it("waits on stop for the timed job under way, then runs nothing more", async () => {
    const { runner, job, release } = startedWithSlowJob();
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(job.runs).toBe(1);
  });
});

describe("the job runner's queues", () => {
  it("waits on stop for the row being delivered and hands back the rows claimed behind it", async () => {
    const { logger } = listeningLogger();
    const runner = createJobRunner({ logger });
    const sending = held();
    const delivered: string[] = [];
    const released: string[] = [];
    let claimed = false;
    const steps: QueueSteps<{ id: string }> = {
      recoverStale: async () => {},
      claim: async () => (claimed ? [] : ((claimed = true), [{ id: "first" }, { id: "second" }, { id: "third" }])),
      begin: async (row) => row,
      deliver: async (row) => {
        if (row.id === "first") await sending.promise;
        delivered.push(row.id);
      },
      settleThrown: async () => {},
      release: async (ids) => void released.push(...ids),
    };
    runner.queue({ name: "test", steps, intervalMs: 10 });
    runner.start();
    await vi.waitFor(() => expect(claimed).toBe(true));
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    sending.release();
    await stopping;
    expect(delivered).toEqual(["first"]);
    expect(released.sort()).toEqual(["second", "third"]);
  });
});
