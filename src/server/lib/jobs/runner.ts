import { Cron } from "croner";
import type { Logger } from "../logger";
import { createQueueWorker, type QueueJob, type QueueWorker } from "./queue-worker";

/** Work the server does on a clock: upkeep, reminders, the digest, billing, notices. */
export interface TimedJob {
  /** Said in the log ("volunteer reminders"). */
  name: string;
  /** When it runs: a cron pattern in the server's time zone ("7 * * * *": seven minutes past every hour). */
  schedule: string;
  /** Also once as the runner starts, not only at the first time its schedule gives. */
  runAtStart?: boolean;
  run: () => Promise<unknown>;
}

/**
 * The server's one job runner (docs/decisions/0089-one-job-runner.md): the durable queue's kinds of job (bulk
 * mail, notifications), each a loop of the one queue worker over its own table, and the timed jobs, each on its
 * cron schedule (croner). A timed job that fails is logged and runs again at its next time; one still running
 * when its next time comes is not started twice. `stop` stops every clock, lets the rows and jobs in hand
 * finish, and hands the rest of each queue's claimed rows back.
 *
 * Several servers on one PostgreSQL each run every timed job: each job claims what it sends (a reminder, the
 * digest's day, a notice's key, a charge's event id) with a conditional write, so one of them sends it, once.
 */
export function createJobRunner({ logger }: { logger: Logger }) {
  const queues: QueueWorker[] = [];
  const timed: TimedJob[] = [];
  const clocks: Cron[] = [];
  const running = new Map<string, Promise<void>>();
  let stopping = false;

  function runTimed(job: TimedJob): Promise<void> {
    if (stopping) return Promise.resolve();
    const inHand = running.get(job.name);
    if (inHand) {
      logger.debug({ job: job.name }, "timed job still running from its last time; this time is skipped");
      return inHand;
    }
    const run = (async () => {
      try {
        await job.run();
      } catch (err) {
        // Work cut off by a shutdown is not broken: its next run (here or on another server) carries on.
        if (stopping) logger.info({ job: job.name }, `${job.name} was cut off by the shutdown`);
        else logger.warn({ err, job: job.name }, `${job.name} failed; it runs again at its next time`);
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
    return run;
  }

  return {
    /** Adds a kind of job of the durable queue; `wake` looks for its rows at once (something was queued). */
    queue<Row extends { id: string }>(job: QueueJob<Row>): { wake: () => void } {
      const worker = createQueueWorker(job, logger);
      queues.push(worker);
      return { wake: () => worker.wake() };
    },
    /** Adds a timed job; a pattern croner cannot read is refused here, before anything runs. */
    every(job: TimedJob): void {
      if (timed.some((other) => other.name === job.name)) throw new Error(`a timed job named "${job.name}" is already registered`);
      new Cron(job.schedule, { paused: true }).stop();
      timed.push(job);
    },
    /** Runs a timed job now, as its clock would: what a test, or an admin's "run now", calls. */
    runNow(name: string): Promise<void> {
      const job = timed.find((candidate) => candidate.name === name);
      if (!job) return Promise.reject(new Error(`no timed job named "${name}"`));
      return runTimed(job);
    },
    start(): void {
      stopping = false;
      for (const worker of queues) worker.start();
      for (const job of timed) {
        // unref: a clock waiting for its next time never keeps the process alive on its own.
        clocks.push(new Cron(job.schedule, { unref: true }, () => runTimed(job)));
        if (job.runAtStart) void runTimed(job);
      }
    },
    /** Stops every clock and queue, waiting for the timed jobs and the rows in hand. */
    async stop(): Promise<void> {
      stopping = true;
      for (const clock of clocks.splice(0)) clock.stop();
      await Promise.all([...queues.map((worker) => worker.stop()), ...running.values()]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
