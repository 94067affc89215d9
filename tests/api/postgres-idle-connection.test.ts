import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL closes a connection the pool keeps idle when it restarts, fails over or drops a database: the server
 * carries on with a new connection, where it used to stop on an uncaught error (the multi-instance test's
 * clean-up met it once, dropping its database a moment after the pool had ended).
 */
describe.skipIf(!TEST_DATABASE_URL)("a PostgreSQL connection closed while it waits in the pool", () => {
  let database: Database;
  const closed: Error[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: "postgres", url: TEST_DATABASE_URL ?? "", poolSize: 1, onIdleError: (err) => closed.push(err) });
  });
  afterAll(() => database?.close());

  it("is reported, dropped, and the next query opens another", async () => {
    const pidOf = async () => ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
    const first = await pidOf();
    expect(first).toBeGreaterThan(0);

    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [first]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => closed.length).toBe(1);
    expect(closed[0]?.message).toMatch(/terminating connection/);

    const second = await pidOf();
    expect(second).toBeGreaterThan(0);
    expect(second).not.toBe(first);
  });
});
