import type { Logger } from "./logger";

/** What a durable queue does with its own table; the worker decides when. */
export interface QueueSteps<Row extends { id: string }> {
  /** Rows a dead worker left in hand go back to the queue. */
  recoverStale(): Promise<void>;
  /** Claims the next rows (each claimed row counts an attempt). */
  claim(): Promise<Row[]>;
  /** Sends one row and settles it: sent, queued again for later, or failed. */
  deliver(row: Row): Promise<void>;
  /** Rows claimed but not reached when the worker stopped: queued again, the attempt not counted. */
  release(ids: string[]): Promise<void>;
}

export interface QueueWorkerOptions {
  logger: Logger;
  /** Said in the log when a pass fails ("bulk mail", "notification"). */
  name: string;
  /** How long to wait after a pass that found nothing; a pass that settled rows is followed at once. */
  intervalMs?: number;
}

/**
 * The loop of the durable queues (bulk email, push notifications): a pass recovers stale rows, claims a batch
 * and delivers it row by row; passes follow each other while there is work and every `intervalMs` when there is
 * none. `wake` looks at once (something was queued); `stop` finishes the row in hand and releases the rest.
 */
export function createQueueWorker<Row extends { id: string }>(steps: QueueSteps<Row>, options: QueueWorkerOptions) {
  const { logger, name } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let started = false;
  const inHand = new Set<string>();

  /** One pass; resolves with how many rows it settled. */
  async function runOnce(): Promise<number> {
    await steps.recoverStale();
    const rows = await steps.claim();
    for (const row of rows) inHand.add(row.id);
    for (const row of rows) {
      if (stopped) break;
      await steps.deliver(row);
      inHand.delete(row.id);
    }
    return rows.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (running) return;
      running = runOnce()
        .catch((err: unknown) => {
          logger.error({ err }, `${name} worker pass failed`);
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      void running.then((settled) => schedule(settled > 0 ? 0 : (options.intervalMs ?? 5000)));
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      started = true;
      schedule(0);
    },
    /** Something was queued: look now rather than at the next interval. */
    wake() {
      if (started && !stopped && !running) schedule(0);
    },
    /** Stops after the row being sent; rows claimed and not reached go back to the queue. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      if (inHand.size === 0) return;
      await steps.release([...inHand]);
      inHand.clear();
    },
  };
}
