import { type messages, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

type BackendMessage = messages.BackendMessage;
type Parsers = PGlite["parsers"];

/** How many statements stay prepared; the least recently used one is closed to make room for a new one. */
const STATEMENT_LIMIT = 400;

/** SQLSTATEs after which a prepared statement is parsed again: its plan no longer fits the tables (DDL ran). */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's row description, put before its rows as a Describe of the portal would. */
  rowDescription?: BackendMessage;
}

/**
 * The PGlite release whose private lock (below) this module was read against. tests/unit/pglite-prepared.test.ts
 * fails when another is installed, so an upgrade is read against PGlite's source before it lands.
 */
export const PGLITE_CHECKED_WITH = "0.5.16";

interface Exclusive {
  _runExclusiveQuery<T>(task: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Makes PGlite keep every query prepared, as a PostgreSQL driver with named statements does: the first run of a
 * text parses and plans it under a name; later runs only bind and execute it, so PostgreSQL's plan cache keeps
 * its plan. PGlite's own `query` parses and plans every time, which in WebAssembly is most of a short read's
 * cost. Results, errors and transactions are PGlite's own; only the protocol messages sent differ.
 */
export function keepStatementsPrepared(pg: PGlite, limit = STATEMENT_LIMIT): void {
  const exclusive = pg as unknown as Exclusive;
  // PGlite's lock is private (docs/decisions/0083-other-libraries-internals.md): a PGlite without it is left to
  // run every query its own way, slower but right.
  if (typeof exclusive._runExclusiveQuery !== "function" || typeof exclusive._runExclusiveTransaction !== "function") return;
  const statements = new Map<string, Statement>();
  let nextName = 0;
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  const joined = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= limit) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await send(joined(protocol.serialize.close({ type: "S", name: oldest.name }), protocol.serialize.sync()));
    }
    const name = `s${nextName++}`;
    const described = await send(
      joined(
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ),
    );
    const params = described.find((m) => m.name === "parameterDescription") as messages.ParameterDescriptionMessage | undefined;
    const statement: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      rowDescription: described.find((m) => m.name === "rowDescription"),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    const statement = await prepare(text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? pg.serializers[type]);
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(
      joined(
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
    );
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const [result] = parse.parseResults(all, withOwnParsers(pg.parsers, options?.parsers), { ...options, parsers: undefined });
    if (!result) throw new Error(`PGlite gave no result for: ${text}`);
    return result;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    try {
      return (await run(text, params, options)) as Results<T>;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const stale = statements.get(text);
      if (!code || !STALE_STATEMENT.has(code) || !stale) throw withQuery(error, text, params, options);
      // Tables changed under the statement: forget it and prepare it again, once.
      statements.delete(text);
      await send(joined(protocol.serialize.close({ type: "S", name: stale.name }), protocol.serialize.sync()));
      try {
        return (await run(text, params, options)) as Results<T>;
      } catch (again) {
        throw withQuery(again, text, params, options);
      }
    }
  }

  const ownQuery = pg.query.bind(pg);
  const ownTransaction = pg.transaction.bind(pg);
  // Large objects in and out (COPY with a blob) keep PGlite's own path.
  const usesBlob = (options?: QueryOptions) => Boolean(options?.blob);

  pg.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (usesBlob(options)) return ownQuery<T>(text, params, options);
    const result = await exclusive._runExclusiveTransaction(() => exclusive._runExclusiveQuery(() => query<T>(text, params, options)));
    await pg.syncToFs();
    return result;
  };
  pg.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    ownTransaction((tx) => {
      const ownTxQuery = tx.query.bind(tx);
      const prepared: Transaction = Object.create(tx, {
        query: {
          value: <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
            if (tx.closed) throw new Error("Transaction is closed");
            if (usesBlob(options)) return ownTxQuery<R>(text, params, options);
            return exclusive._runExclusiveQuery(() => query<R>(text, params, options));
          },
        },
      });
      return callback(prepared);
    });
}

/**
 * PGlite's parsers with a query's own in front (Drizzle passes its own for dates and times with every query).
 * PGlite would copy its 318 parsers into a new object for every query that brings its own, about 0.25 ms each,
 * which was a quarter of a short read's time; a prototype chain reads the same without copying them.
 */
function withOwnParsers(parsers: Parsers, own: QueryOptions["parsers"]): Parsers {
  if (!own) return parsers;
  return Object.assign(Object.create(parsers) as Parsers, own);
}

/** PGlite's errors name the query and its parameters; so do these. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error && typeof error === "object") Object.assign(error, { query, params, queryOptions: options });
  return error;
}
