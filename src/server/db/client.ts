import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share this query API; features depend on it, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Dialect = "pglite" | "postgres";

export interface Database {
  db: Db;
  dialect: Dialect;
  /** Applies the committed SQL migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string }
  | { kind: "postgres"; url: string; searchPath?: string; poolSize?: number };

/** Opens the embedded PGlite (a directory, or memory when dataDir is omitted) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite(options.dataDir);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      dialect: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Tests isolate each file in its own schema; production uses the server's default search_path.
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    dialect: "postgres",
    migrate: () =>
      migratePg(db, { migrationsFolder, migrationsSchema: options.searchPath ?? "drizzle" }),
    close: () => pool.end(),
  };
}
