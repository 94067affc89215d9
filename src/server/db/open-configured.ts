import path from "node:path";
import type { Config } from "../config";
import { openDatabase, type Database } from "./client";

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one under DATA_DIR.
 * `onIdleError` hears of a PostgreSQL connection the server closed while the pool kept it (client.ts).
 */
export function openConfiguredDatabase(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">, onIdleError?: (err: Error) => void): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL, onIdleError }
      : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "db") },
  );
}
