import { sql } from "drizzle-orm";
import type { Logger } from "../lib/logger";
import type { Database, Db } from "./client";

/** When the tables are looked over, every ten minutes (one small query when nothing changed). */
export const TABLE_UPKEEP_SCHEDULE = "*/10 * * * *";

/** Imported once and analysed by the import itself (features/bible/import.ts); 93,000 rows take a second. */
const LEFT_ALONE = new Set(["bible_verses"]);

interface TableActivity {
  relname: string;
  n_live_tup: number | string;
  n_dead_tup: number | string;
  n_mod_since_analyze: number | string;
  /** The planner's row count (pg_class, kept on disk): below zero for a table never analysed or vacuumed. */
  reltuples: number | string;
}

interface UpkeepDone {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * The embedded database (PGlite) runs no autovacuum: without this, its planner never learns how many rows a table
 * holds and plans every query for an empty one (the prayer wall's list took 10 ms instead of 3 on the demo
 * content), and deleted rows are never reclaimed. This does what autovacuum would, with its default thresholds: a
 * table that has changed by 50 rows plus a tenth of its size is analysed, one with 50 plus a fifth of its size in
 * dead rows is vacuumed too, and a table never analysed is analysed. PostgreSQL does this itself, unless its
 * autovacuum was turned off (tableUpkeep).
 *
 * The counters it reads start at zero with each start of the server (PGlite keeps them in memory): what an
 * earlier run wrote, or another process (the seeding, `npm run restore`, the bench's preparation), is not in them.
 * `everyTable` analyses every table whatever the counters say, as the server does when it starts.
 */
export async function tidyTables(db: Db, { everyTable = false } = {}): Promise<UpkeepDone> {
  const result = await db.execute(sql`
    select s.relname, s.n_live_tup, s.n_dead_tup, s.n_mod_since_analyze, c.reltuples
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.schemaname = current_schema()`);
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
    } else if (everyTable || changed > 50 + 0.1 * live || Number(table.reltuples) < 0) {
      await db.execute(sql`analyze ${name}`);
      done.analyzed.push(table.relname);
    }
  }
  return done;
}

/**
 * Whether this server must keep its tables' statistics itself: always on the embedded database, and on a
 * PostgreSQL server whose autovacuum is off (a managed one never has it off; a hand-configured one might, and its
 * planner then plans every list for empty tables: the members' prayer wall read 21 rows after joining all 200).
 */
export async function keepsOwnStatistics(database: Database): Promise<boolean> {
  if (database.dialect === "pglite") return true;
  const result = (await database.db.execute(sql`select current_setting('autovacuum') as autovacuum`)) as { rows?: { autovacuum: string }[] };
  return result.rows?.[0]?.autovacuum !== "on";
}

/**
 * The timed job that keeps the tables' statistics where keepsOwnStatistics (main's job list runs it at the start
 * and every TABLE_UPKEEP_SCHEDULE). On the embedded database its first run analyses every table (its counters are
 * new: a server restarted after its tables filled up would otherwise plan for them as they were, or for empty
 * ones, until 50 rows more changed in each); PostgreSQL keeps its counters across restarts.
 */
export function tableUpkeep(database: Database, logger: Logger): () => Promise<void> {
  let keeps: Promise<boolean> | undefined;
  let firstRun = true;
  return async () => {
    keeps ??= keepsOwnStatistics(database).then(
      (own) => {
        if (own && database.dialect !== "pglite") logger.info("PostgreSQL's autovacuum is off: this server keeps its tables' statistics up to date itself");
        return own;
      },
      (err: unknown) => {
        keeps = undefined; // asked again next time
        throw err;
      },
    );
    if (!(await keeps)) return;
    const everyTable = firstRun && database.dialect === "pglite";
    firstRun = false;
    const done = await tidyTables(database.db, { everyTable });
    if (done.analyzed.length + done.vacuumed.length > 0) logger.debug(done, "table statistics brought up to date");
  };
}
