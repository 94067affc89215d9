import { and, count, eq, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { retryDelayMs, STOPPED_DURING_LAST_ATTEMPT, type QueueJob, type QueueSteps } from "./queue-worker";

/** The columns every durable queue table has (email_queue, push_queue), with the same names. */
interface QueueColumns {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  claimedAt: PgColumn;
  sentAt: PgColumn;
  lastError: PgColumn;
}

/** What the queue itself reads of a row; each kind's rows carry their own columns besides. */
export interface QueuedRow {
  id: string;
  attempts: number;
  lastError: string | null;
}

/**
 * How one delivery went: sent; to be tried again with back-off; failed for good (no attempt can do better); or
 * settled by the kind itself (a mail to an address that unsubscribed meanwhile, a subscription that is gone).
 */
export type Delivery = { status: "sent" } | { status: "retry" | "failed"; error: string } | { status: "settled" };

export interface TableQueueOptions<Row extends QueuedRow> {
  /** Said in the log ("bulk mail", "notification"). */
  name: string;
  db: Db;
  logger: Logger;
  table: PgTable & QueueColumns;
  /**
   * The advisory lock that lets one server at a time claim this kind's rows (PostgreSQL and PGlite). It is taken
   * with the schema as its second half: advisory locks belong to the database, and sites (or test files) that
   * keep their tables in different schemas of one database must not wait on each other.
   */
  claimLock: number;
  /** At most this many rows are delivered in any minute. */
  ratePerMinute: number;
  /** Rows claimed at a time. */
  batchSize: number;
  /** After this many attempts a row is marked failed. */
  maxAttempts?: number;
  /** A row left in `sending` this long belongs to a worker that died. */
  staleAfterMs?: number;
  /** How long to wait after a pass that found nothing. */
  intervalMs?: number;
  now?: () => Date;
  /** A further condition a due row must meet (the email's campaign was not cancelled). */
  dueOnlyIf?: SQL;
  /** Whether a stale row's delivery went out before its worker died (the mail outbox knows); then it is sent. */
  deliveredBefore?: (row: Row) => Promise<boolean>;
  /** Delivers one row; throwing counts as a retry (or failure after the last attempt). */
  deliver: (row: Row) => Promise<Delivery>;
}

/**
 * The one claim / retry / back-off implementation of the durable queues, on a kind's own table. Each pass:
 * 1. rows stuck in `sending` (their worker died) are settled: sent when `deliveredBefore` says so, failed when
 *    the attempt in hand was their last (a row that kills its worker must not come back for ever), otherwise
 *    queued again;
 * 2. up to the minute's remaining budget of due rows is claimed (`queued` -> `sending`, in one statement, rows
 *    locked with SKIP LOCKED, under an advisory lock so two servers do not both spend the budget);
 * 3. each claimed row's attempt is counted when its own delivery begins, and it is marked sent, queued again
 *    with back-off (1, 2, 4... minutes), or failed after the last attempt.
 */
export function tableQueue<Row extends QueuedRow>(options: TableQueueOptions<Row>): QueueJob<Row> {
  const { name, db, logger, table, claimLock, ratePerMinute, batchSize } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const now = options.now ?? (() => new Date());
  const inHand = (id: string) => and(eq(table.id, id), eq(table.status, "sending"));
  const update = (values: Record<string, unknown>, where: SQL | undefined) =>
    db
      .update(table)
      .set(values as PgUpdateSetSource<typeof table>)
      .where(where);

  async function recoverStale(): Promise<void> {
    const stale = (await db
      .select()
      .from(table)
      .where(and(eq(table.status, "sending"), lt(table.claimedAt, new Date(now().getTime() - staleAfterMs))))) as unknown as Row[];
    for (const row of stale) {
      if (await options.deliveredBefore?.(row)) {
        await update({ status: "sent", sentAt: now(), lastError: null }, inHand(row.id));
        logger.info({ queueId: row.id }, `${name} was delivered before a restart; marked sent`);
      } else if (row.attempts >= maxAttempts) {
        // Its worker died during the last attempt (perhaps of this very row): failed for good, not claimed again.
        await update({ status: "failed", lastError: row.lastError ?? STOPPED_DURING_LAST_ATTEMPT }, inHand(row.id));
        logger.warn({ queueId: row.id, attempts: row.attempts }, `${name} failed for good: its worker stopped during the last attempt`);
      } else {
        await update({ status: "queued", nextAttemptAt: now() }, inHand(row.id));
      }
    }
  }

  async function claim(): Promise<Row[]> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ ok: sql<boolean>`pg_try_advisory_xact_lock(${claimLock}, hashtext(current_schema()))` }).from(sql`(select 1) as one`);
      if (!locked?.ok) return [];
      const minuteAgo = new Date(now().getTime() - 60_000);
      const [recent] = await tx
        .select({ n: count() })
        .from(table)
        .where(sql`(${table.status} = 'sent' and ${table.sentAt} > ${minuteAgo}) or ${table.status} = 'sending'`);
      const budget = Math.min(batchSize, ratePerMinute - Number(recent?.n ?? 0));
      if (budget <= 0) return [];
      const due = tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, "queued"), lte(table.nextAttemptAt, now()), options.dueOnlyIf))
        .orderBy(table.nextAttemptAt, table.id)
        .limit(budget)
        .for("update", { skipLocked: true });
      const claimed = await tx
        .update(table)
        .set({ status: "sending", claimedAt: now() } as PgUpdateSetSource<typeof table>)
        .where(inArray(table.id, due))
        .returning();
      return claimed as unknown as Row[];
    });
  }

  /** Queued again with back-off, or failed for good (after the last attempt, or when no attempt can succeed). */
  async function settleFailure(row: Row, error: string, permanent: boolean): Promise<void> {
    const final = permanent || row.attempts >= maxAttempts;
    await update(
      final ? { status: "failed", lastError: error } : { status: "queued", lastError: error, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) },
      inHand(row.id),
    );
    logger.warn({ queueId: row.id, attempts: row.attempts, final, err: error }, final ? `${name} failed for good` : `${name} failed; will retry`);
  }

  const steps: QueueSteps<Row> = {
    recoverStale,
    claim,
    begin: async (row) => {
      const [begun] = await db
        .update(table)
        .set({ attempts: sql`${table.attempts} + 1` } as PgUpdateSetSource<typeof table>)
        .where(inHand(row.id))
        .returning();
      return begun as unknown as Row | undefined;
    },
    deliver: async (row) => {
      const delivery = await options.deliver(row);
      if (delivery.status === "sent") await update({ status: "sent", sentAt: now(), lastError: null }, inHand(row.id));
      else if (delivery.status !== "settled") await settleFailure(row, delivery.error, delivery.status === "failed");
    },
    settleThrown: (row, error) => settleFailure(row, error, false),
    release: async (ids) => {
      await update({ status: "queued" }, and(eq(table.status, "sending"), inArray(table.id, ids)));
    },
  };
  return { name, steps, intervalMs: options.intervalMs };
}
