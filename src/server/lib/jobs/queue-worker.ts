import type { Logger } from "../logger";

/** What a durable queue does with its own table; the worker decides when. */
export interface QueueSteps<Row extends { id: string }> {
  /**
   * Rows a dead worker left in hand go back to the queue, or are marked failed when their last attempt was
   * the one in hand (a row that kills its worker must not come back for ever).
   */
  recoverStale(): Promise<void>;
  /** Claims the next rows; an attempt is counted only when a row's own delivery begins. */
  claim(): Promise<Row[]>;
  /**
   * Counts the attempt of the row about to be delivered and answers it as it now is (undefined when it is no
   * longer in hand). Counted here, not at claim time: when a row kills its worker, only that row has spent an
   * attempt, not the rows claimed with it.
   */
  begin(row: Row): Promise<Row | undefined>;
  /** Sends one row and settles it: sent, queued again for later, or failed. */
  deliver(row: Row): Promise<void>;
  /**
   * A delivery that threw instead of settling its row: the row is queued again with back-off, or marked failed
   * after its last attempt, so that one bad row never holds up the rows behind it.
   */
  settleThrown(row: Row, error: string): Promise<void>;
  /** Rows claimed but not reached when the worker stopped: queued again (no attempt was counted for them). */
  release(ids: string[]): Promise<void>;
}

/** One kind of job of the durable queue (bulk mail, notifications): its steps on its own table, and its pace. */
export interface QueueJob<Row extends { id: string }> {
  /** Said in the log ("bulk mail", "notification"). */
  name: string;
  steps: QueueSteps<Row>;
  /** How long to wait after a pass that found nothing; a pass that settled rows is followed at once. */
  intervalMs?: number;
}

export type QueueWorker = ReturnType<typeof createQueueWorker>;

/** Wait before the next attempt: 1, 2, 4, 8... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** The last_error of a row whose worker died (perhaps killed by the row itself) during its last attempt. */
export const STOPPED_DURING_LAST_ATTEMPT = "the worker stopped during the last attempt";

/** The message of anything thrown, for a row's last_error. */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The loop of the durable queues (bulk email, push notifications): a pass recovers stale rows, claims a batch
 * and delivers it row by row; passes follow each other while there is work and every `intervalMs` when there is
 * none. `wake` looks at once (something was queued); `stop` finishes the row in hand and releases the rest.
 *
 * Every row fails alone: a delivery that throws is settled by `settleThrown` (its attempt counted), and the pass
 * goes on to the next row. Should even that fail (the database went away), the row stays claimed and the stale
 * recovery of a later pass settles it, counting the attempt.
 */
export function createQueueWorker<Row extends { id: string }>(job: QueueJob<Row>, logger: Logger) {
  const { name, steps } = job;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let started = false;
  const inHand = new Set<string>();

  async function deliverAlone(claimed: Row): Promise<void> {
    // Not the row's fault when this throws (the database is away): the pass fails and the stale recovery follows.
    const row = await steps.begin(claimed);
    if (!row) return;
    try {
      await steps.deliver(row);
    } catch (err) {
      logger.warn({ err, queueId: row.id }, `${name} delivery threw; the row is settled on its own`);
      try {
        await steps.settleThrown(row, errorText(err));
      } catch (settleErr) {
        logger.error({ err: settleErr, queueId: row.id }, `${name} row could not be settled; the stale recovery will`);
      }
    }
  }

  /** One pass; resolves with how many rows it settled. */
  async function runOnce(): Promise<number> {
    await steps.recoverStale();
    const rows = await steps.claim();
    for (const row of rows) inHand.add(row.id);
    for (const row of rows) {
      if (stopped) break;
      await deliverAlone(row);
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
      void running.then((settled) => schedule(settled > 0 ? 0 : (job.intervalMs ?? 5000)));
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
