import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database, Db } from "../../../src/server/db/client";
import * as schema from "../../../src/server/db/schema";
import { createTestSchema, type Target } from "./test-app";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../src/server/db/migrations");

/** A database as an install of the release before this one left it: migrated up to the migration before `nextTag`. */
export async function openAtRelease(target: Target, nextTag: string): Promise<{ database: Database; upgrade: () => Promise<void>; dispose: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const next = journal.entries.findIndex((entry) => entry.tag.endsWith(nextTag));
  if (next < 1) throw new Error(`no migration ${nextTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, next) }));
  if (target.name === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: folder });
    rmSync(folder, { recursive: true, force: true });
    const database: Database = { db: db as unknown as Db, dialect: "pglite", migrate: async () => undefined, exclusive: (_n, task) => task(), close: () => client.close() };
    return { database, upgrade: () => migratePglite(db, { migrationsFolder: MIGRATIONS }), dispose: () => client.close() };
  }
  const { schema: name, drop } = await createTestSchema(target.url);
  const pool = new pg.Pool({ connectionString: target.url, max: 4, options: `-c search_path=${name}` });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: folder, migrationsSchema: name });
  rmSync(folder, { recursive: true, force: true });
  const database: Database = { db: db as unknown as Db, dialect: "postgres", migrate: async () => undefined, exclusive: (_n, task) => task(), close: () => pool.end() };
  return {
    database,
    upgrade: () => migratePg(db, { migrationsFolder: MIGRATIONS, migrationsSchema: name }),
    dispose: async () => {
      await pool.end();
      await drop();
    },
  };
}
