import { sql } from "drizzle-orm";
import type { Logger } from "../lib/logger";
import type { Database, Db } from "./client";

/** How often the embedded database's tables are looked over (one small query when nothing changed). */
export const EMBEDDED_UPKEEP_INTERVAL_MS = 10 * 60_000;

/** Imported once and analysed by the import itself (features/bible/import.ts); 93,000 rows take a second. */
const LEFT_ALONE = new Set(["bible_verses"]);

interface TableActivity {
  relname: string;
  n_live_tup: number | string;
  n_dead_tup: number | string;
  n_mod_since_analyze: number | string;
  last_analyze: unknown;
}

export interface UpkeepDone {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * The embedded database (PGlite) runs no autovacuum: without this, its planner never learns how many rows a table
 * holds and plans every query for an empty one (the prayer wall's list took 10 ms instead of 3 on the demo
 * content), and deleted rows are never reclaimed. This does what autovacuum would, with its default thresholds: a
 * table that has changed by 50 rows plus a tenth of its size is analysed, one with 50 plus a fifth of its size in
 * dead rows is vacuumed too. PostgreSQL does this itself.
 */
export async function tidyEmbeddedTables(db: Db): Promise<UpkeepDone> {
  const result = await db.execute(sql`
    select relname, n_live_tup, n_dead_tup, n_mod_since_analyze, last_analyze
    from pg_stat_user_tables where schemaname = current_schema()`);
  const tables = ((result as { rows?: TableActivity[] }).rows ?? []).filter((t) => !LEFT_ALONE.has(t.relname));
  const done: UpkeepDone = { analyzed: [], vacuumed: [] };
  for (const table of tables) {
    const live = Number(table.n_live_tup);
    const dead = Number(table.n_dead_tup);
    const changed = Number(table.n_mod_since_analyze);
    const name = sql.identifier(table.relname);
    if (dead > 50 + 0.2 * live) {
      await db.execute(sql`vacuum (analyze) ${name}`);
      done.vacuumed.push(table.relname);
    } else if (changed > 50 + 0.1 * live || (table.last_analyze === null && live > 0)) {
      await db.execute(sql`analyze ${name}`);
      done.analyzed.push(table.relname);
    }
  }
  return done;
}

/** On the embedded database: looks the tables over now and every EMBEDDED_UPKEEP_INTERVAL_MS; returns the stop. */
export function keepEmbeddedTablesTidy(database: Database, logger: Logger): () => void {
  if (database.dialect !== "pglite") return () => {};
  const run = () =>
    void tidyEmbeddedTables(database.db).then(
      (done) => {
        if (done.analyzed.length + done.vacuumed.length > 0) logger.debug(done, "embedded database: table statistics brought up to date");
      },
      (err: unknown) => logger.warn({ err }, "embedded database: could not analyse its tables"),
    );
  run();
  const timer = setInterval(run, EMBEDDED_UPKEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
