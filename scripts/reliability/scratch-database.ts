import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A throw-away PostgreSQL database on the server in `url` (CREATE DATABASE), dropped afterwards: for tools that
 * work on a whole database (a server start, pg_dump, pg_restore), where the tests' one-schema-per-file is not enough.
 */
export async function scratchDatabase(url: string, prefix = "scratch"): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
