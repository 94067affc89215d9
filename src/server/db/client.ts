import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { tightenModes } from "../lib/private-data";
import { serverPaths } from "../paths";
import { keepStatementsPrepared } from "./pglite-prepared";
import * as schema from "./schema";

type Schema = typeof schema;
/** Both drivers share this query API; features depend on it, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Dialect = "pglite" | "postgres";

export interface Database {
  db: Db;
  dialect: Dialect;
  /**
   * Applies the committed SQL migrations; safe to call on every start, also by several servers starting at once
   * on one PostgreSQL database (the first migrates, the others wait for it and find nothing left to do).
   */
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process runs a task of the same name on this database: a PostgreSQL advisory
   * lock held by a connection of its own, so a process that dies lets go of it. PGlite has one process.
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first half of the two-number advisory lock keys of exclusive(), apart from the single-number ones. */
const EXCLUSIVE_LOCK_SPACE = 1_263_291;

const migrationsFolder = serverPaths.migrations;

type DatabaseOptions =
  /**
   * startFrom: a dump (PGlite's dumpDataDir) to begin an in-memory database from, instead of an empty cluster; the
   * API tests begin each file from one migrated copy (tests/api/support/migrated-template.ts).
   */
  | { kind: "pglite"; dataDir?: string; startFrom?: Blob }
  | {
      kind: "postgres";
      url: string;
      searchPath?: string;
      poolSize?: number;
      /**
       * A connection waiting in the pool was closed by the server (a restart, a failover, a dropped database). The
       * pool has already let it go and the next query opens another; this only hears of it (main.ts logs it).
       */
      onIdleError?: (err: Error) => void;
    };

/** Opens the embedded PGlite (a directory, or memory when dataDir is omitted) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    const { dataDir } = options;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // PGlite writes its files 0666 whatever the umask (lib/private-data.ts): each time it has made new ones, they
    // are made the server's user's alone.
    const keepPrivate = () => {
      if (dataDir) tightenModes(dataDir);
    };
    // One options object: PGlite reads its second argument only when the first is a folder's name, so an in-memory
    // database given (undefined, { loadDataDir }) began as an empty cluster and ignored the dump.
    const client = new PGlite({ dataDir, loadDataDir: options.startFrom });
    await client.waitReady;
    keepPrivate();
    keepStatementsPrepared(client);
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      dialect: "pglite",
      migrate: async () => {
        await migratePglite(db, { migrationsFolder });
        keepPrivate();
      },
      exclusive: (_name, task) => task(),
      close: async () => {
        await client.close();
        keepPrivate();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Tests isolate each file in its own schema; production uses the server's default search_path.
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // Without a listener, the pool's "error" for an idle connection is an uncaught exception that stops the server.
  pool.on("error", (err) => options.onIdleError?.(err));
  const db = drizzlePg(pool, { schema });
  // Test files migrate their own schemas side by side: the schema is part of the lock's name.
  const scope = options.searchPath ?? "public";
  const exclusive = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    const key = [EXCLUSIVE_LOCK_SPACE, `${scope}:${name}`];
    try {
      await holder.query("select pg_advisory_lock($1, hashtext($2))", key);
      return await task();
    } finally {
      // A connection that cannot unlock is closed instead, which ends its lock too.
      const unlocked = await holder.query("select pg_advisory_unlock($1, hashtext($2))", key).then(() => true, () => false);
      holder.release(!unlocked);
    }
  };
  return {
    db: db as unknown as Db,
    dialect: "postgres",
    // drizzle's migrator takes no lock of its own: two servers starting together would both create the tables.
    migrate: () => exclusive("migrations", () => migratePg(db, { migrationsFolder, migrationsSchema: options.searchPath ?? "drizzle" })),
    exclusive,
    close: () => pool.end(),
  };
}
