import { like, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { sermonTopics } from "../../src/server/db/schema";
import { keepsOwnStatistics, tidyTables } from "../../src/server/db/table-upkeep";
import { describeEachDatabase } from "./support/test-app";

type Rows<T> = { rows?: T[] };

/** `btree (a, "b" DESC NULLS FIRST, id DESC NULLS FIRST)` -> [{ column: "a", desc: false }, ...] */
function columnsOf(indexdef: string): { column: string; desc: boolean }[] {
  const list = /USING btree \((.*)\)/.exec(indexdef)?.[1] ?? "";
  return list.split(",").map((part) => ({ column: part.trim().split(" ")[0] ?? "", desc: /\bDESC\b/.test(part) }));
}

describeEachDatabase("lists read newest first from their indexes", (ctx) => {
  it("can read every descending index in the order a newest-first list asks for, without sorting", async () => {
    const { db } = ctx().database;
    // This schema's indexes first, then their definitions: pg_indexes writes the definition of every index of
    // the database before filtering, and another test file dropping its own schema meanwhile made that fail
    // ("could not open relation with OID ...") on the shared PostgreSQL database.
    const indexes = ((await db.execute(sql`
      with mine as materialized (
        select t.relname as tablename, i.relname as indexname, i.oid
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where i.relnamespace = current_schema()::regnamespace
      )
      select tablename, indexname, indexdef from (select tablename, indexname, pg_get_indexdef(oid) as indexdef from mine) defs
      where indexdef like '%DESC%'`)) as Rows<{
      tablename: string;
      indexname: string;
      indexdef: string;
    }>).rows ?? [];
    // The schema's newest-first lists: prayers, photos, sermons, inboxes, logs, campaigns, texts, notifications.
    expect(indexes.length).toBeGreaterThanOrEqual(15);
    for (const index of indexes) {
      const columns = columnsOf(index.indexdef);
      const table = sql.identifier(index.tablename);
      const leading = columns.filter((c) => !c.desc).map((c) => sql`${sql.identifier(c.column)} = (select ${sql.identifier(c.column)} from ${table} limit 1)`);
      const order = columns.filter((c) => c.desc).map((c) => sql`${sql.identifier(c.column)} desc`);
      const where = leading.length > 0 ? sql` where ${sql.join(leading, sql` and `)}` : sql``;
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(sql`explain select 1 from ${table}${where} order by ${sql.join(order, sql`, `)} limit 20`)) as Rows<Record<string, string>>;
        return (explained.rows ?? []).map((r) => Object.values(r)[0]).join("\n");
      });
      expect(plan, index.indexdef).toContain(index.indexname);
      expect(plan, index.indexdef).not.toMatch(/\bSort\b/);
    }
  });

  it("keeps its own statistics on the embedded database, and on PostgreSQL only when its autovacuum is off", async () => {
    const { database } = ctx();
    if (database.dialect === "pglite") expect(await keepsOwnStatistics(database)).toBe(true);
    else {
      const setting = (await database.db.execute(sql`show autovacuum`)) as Rows<{ autovacuum: string }>;
      expect(await keepsOwnStatistics(database)).toBe(setting.rows?.[0]?.autovacuum !== "on");
    }
  });

  it("keeps the planner's statistics up to date where nothing else does (the embedded database has no autovacuum)", async () => {
    const { db, dialect } = ctx().database;
    // On PostgreSQL the same upkeep runs (where autovacuum is off), but its counters reach other connections of
    // the pool late, after a vacuum most of all: the step-by-step counts below are the embedded database's.
    if (dialect !== "pglite") return;
    // What the migrations wrote may not have reached the counters yet: flush it, so only the test's own rows count.
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await tidyTables(db);
    expect(await tidyTables(db)).toEqual({ analyzed: [], vacuumed: [] });
    const topics = Array.from({ length: 60 }, (_, i) => ({ slug: `upkeep-${i}`, name: { en: `Topic ${i}`, es: `Tema ${i}` } }));
    await db.insert(sermonTopics).values(topics);
    // Statistics reach the shared counters when a session goes idle, at most once a second: now, for the test.
    await db.execute(sql`select pg_stat_force_next_flush()`);
    expect(await tidyTables(db)).toEqual({ analyzed: ["sermon_topics"], vacuumed: [] });
    const stats = (await db.execute(sql`select reltuples from pg_class where relname = 'sermon_topics'`)) as Rows<{ reltuples: number }>;
    expect(Number(stats.rows?.[0]?.reltuples)).toBe(60);
    await db.delete(sermonTopics).where(like(sermonTopics.slug, "upkeep-%"));
    await db.execute(sql`select pg_stat_force_next_flush()`);
    expect(await tidyTables(db)).toEqual({ analyzed: [], vacuumed: ["sermon_topics"] });
    expect(await tidyTables(db)).toEqual({ analyzed: [], vacuumed: [] });
  });

  it("analyses every table when the server starts: the counters of changes begin at zero with each start", async () => {
    const { db, dialect } = ctx().database;
    if (dialect !== "pglite") return;
    const rowsPlanned = async () =>
      Number(((await db.execute(sql`select reltuples from pg_class where relname = 'sermon_topics'`)) as Rows<{ reltuples: number }>).rows?.[0]?.reltuples);
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await tidyTables(db);
    const topics = Array.from({ length: 80 }, (_, i) => ({ slug: `restart-${i}`, name: { en: `Topic ${i}`, es: `Tema ${i}` } }));
    await db.insert(sermonTopics).values(topics);
    // A restart, as far as the counters go: the rows are in the table, and no counter says so.
    await db.execute(sql`select pg_stat_reset()`);
    expect((await tidyTables(db)).analyzed).not.toContain("sermon_topics");
    expect(await rowsPlanned()).toBe(0);
    const atStart = await tidyTables(db, { everyTable: true });
    expect(atStart.analyzed).toContain("sermon_topics");
    expect(atStart.analyzed).not.toContain("bible_verses");
    expect(await rowsPlanned()).toBe(80);
    await db.delete(sermonTopics).where(like(sermonTopics.slug, "restart-%"));
  });
});
