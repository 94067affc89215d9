import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { keepStatementsPrepared, PGLITE_CHECKED_WITH } from "../../src/server/db/pglite-prepared";

describe("PGlite keeps its queries prepared", () => {
  it("runs on the PGlite release its use of PGlite's private lock was checked against (an upgrade is read first)", () => {
    const manifest = new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url);
    const installed = (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
    expect(installed).toBe(PGLITE_CHECKED_WITH);
    const lock = PGlite.prototype as unknown as Record<string, unknown>;
    expect(typeof lock._runExclusiveQuery).toBe("function");
    expect(typeof lock._runExclusiveTransaction).toBe("function");
  });

  let pg: PGlite;
  // Read with PGlite's simple protocol, which the preparing leaves alone, so the look does not count as a use.
  const prepared = async () =>
    ((await pg.exec("select statement from pg_prepared_statements order by statement"))[0]?.rows ?? []).map((r) => (r as { statement: string }).statement);

  // Starting PGlite (its WebAssembly Postgres) takes seconds on a busy two-core machine: it is waited for here,
  // with room, rather than inside the first test's setup.
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
    // At most three statements, so the limit can be seen.
    keepStatementsPrepared(pg, 3);
  }, 60_000);
  afterAll(() => pg.close());
  beforeEach(async () => {
    await pg.exec(`
      drop table if exists notes;
      create table notes (id serial primary key, title text not null unique, body jsonb, tags text[], written_on date, at timestamptz);
      insert into notes (title, body, tags, written_on, at) values ('first', '{"en":"Hello"}', '{a,b}', '2026-11-01', '2026-11-01T10:00:00Z');
    `);
  });

  it("parses a query once and then only runs it, with the same results PGlite gives", async () => {
    const text = "select id, title, body, tags, written_on, at from notes where title = $1";
    const first = await pg.query(text, ["first"]);
    const again = await pg.query(text, ["first"]);
    expect(again).toEqual(first);
    expect(first.rows).toEqual([
      { id: 1, title: "first", body: { en: "Hello" }, tags: ["a", "b"], written_on: new Date("2026-11-01T00:00:00Z"), at: new Date("2026-11-01T10:00:00Z") },
    ]);
    expect(first.fields.map((f) => f.name)).toEqual(["id", "title", "body", "tags", "written_on", "at"]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it("reads a column with the query's own parser where it brings one, and with PGlite's for the rest", async () => {
    const text = "select body, written_on, at from notes";
    const own = await pg.query(text, [], { parsers: { 1082: (value: string) => `day ${value}` } });
    expect(own.rows).toEqual([{ body: { en: "Hello" }, written_on: "day 2026-11-01", at: new Date("2026-11-01T10:00:00Z") }]);
    // The query's parser was its own: the next query without one reads dates as PGlite does.
    expect((await pg.query(text)).rows[0]).toMatchObject({ written_on: new Date("2026-11-01T00:00:00Z") });
  });

  it("passes nulls, arrays and JSON as parameters and counts the rows a write changed", async () => {
    const inserted = await pg.query("insert into notes (title, body, tags) values ($1, $2, $3) returning id", ["second", { es: "Hola" }, ["x"]]);
    expect(inserted.rows).toEqual([{ id: 2 }]);
    const updated = await pg.query("update notes set body = $1 where id > $2", [null, 0]);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
    const rows = await pg.query("select title, body, tags from notes order by id", [], { rowMode: "array" });
    expect(rows.rows).toEqual([["first", null, ["a", "b"]], ["second", null, ["x"]]]);
  });

  it("keeps PostgreSQL's errors, with their codes, and leaves the connection usable", async () => {
    await expect(pg.query("insert into notes (title) values ($1)", ["first"])).rejects.toMatchObject({ code: "23505" });
    await expect(pg.query("select nothing from notes")).rejects.toMatchObject({ code: "42703" });
    expect((await pg.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).not.toContain("select nothing from notes");
  });

  it("runs a transaction's queries prepared and rolls them back on failure", async () => {
    await expect(
      pg.transaction(async (tx) => {
        await tx.query("insert into notes (title) values ($1)", ["in a transaction"]);
        expect((await tx.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 2 }]);
        throw new Error("give up");
      }),
    ).rejects.toThrow("give up");
    expect((await pg.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 1 }]);
    await pg.transaction((tx) => tx.query("insert into notes (title) values ($1)", ["kept"]));
    expect((await pg.query("select title from notes order by id")).rows).toEqual([{ title: "first" }, { title: "kept" }]);
  });

  it("prepares a statement again when its table changed under it", async () => {
    expect((await pg.query("select * from notes where id = $1", [1])).fields).toHaveLength(6);
    await pg.exec("alter table notes add column pinned boolean not null default false");
    const after = await pg.query<{ pinned: boolean }>("select * from notes where id = $1", [1]);
    expect(after.fields).toHaveLength(7);
    expect(after.rows[0]?.pinned).toBe(false);
  });

  it("closes the least recently used statement once it holds its limit", async () => {
    for (const n of [1, 2, 3, 1, 4]) await pg.query(`select ${n} as n`);
    // The limit is 3: "select 2" was used least recently when "select 4" came.
    expect(await prepared()).toEqual(["select 1 as n", "select 3 as n", "select 4 as n"]);
  });
});
