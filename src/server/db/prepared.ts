import type { Db } from "./client";

/**
 * A query built once for each database and then only run: a Drizzle prepared query, its values given as
 * placeholders (`sql.placeholder`). Building a query's SQL from the schema costs the server more CPU than a short
 * read takes on PostgreSQL, so the reads that every member's request makes are built once. On PostgreSQL the
 * query's name also makes it a prepared statement on each connection; PGlite keeps every statement prepared
 * already (db/pglite-prepared.ts).
 */
export function preparedFor<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
