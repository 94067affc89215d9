import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";

/** The names of the tables in the public schema, read through the app's own database handle. */
async function tablesOf(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return (result as unknown as { rows: Array<{ tablename: string }> }).rows.map((row) => row.tablename);
}

/**
 * The API tests begin each file's embedded database from one migrated dump (tests/api/support/migrated-template.ts).
 * From 2 December (3b14bda) to 7 December an in-memory database opened with a dump began as an empty cluster instead,
 * and every file ran initdb and every migration again (about 2 s a file): PGlite reads its second argument only when
 * the first names a folder.
 */
describe("an embedded database begun from a dump", () => {
  let dump: Blob;
  // Starting PGlite's WebAssembly Postgres takes seconds on a busy two-core machine.
  beforeAll(async () => {
    const source = new PGlite();
    await source.waitReady;
    await source.exec("create table kept_note (id int primary key, body text not null); insert into kept_note values (1, 'from the dump');");
    dump = await source.dumpDataDir("none");
    await source.close();
  }, 60_000);

  let first: Database | undefined;
  let second: Database | undefined;
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("holds what the dump held, in memory", async () => {
    first = await openDatabase({ kind: "pglite", startFrom: dump });
    expect(await tablesOf(first)).toEqual(["kept_note"]);
    const rows = await first.db.execute(sql`select body from kept_note where id = ${1}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ body: "from the dump" }]);
  }, 60_000);

  it("is a copy: a change to one leaves the dump as it was for the next", async () => {
    if (!first) throw new Error("the first database did not open");
    await first.db.execute(sql`drop table kept_note`);
    second = await openDatabase({ kind: "pglite", startFrom: dump });
    expect(await tablesOf(first)).toEqual([]);
    expect(await tablesOf(second)).toEqual(["kept_note"]);
  }, 60_000);
});
