// The two databases a bench runs the server on: a fresh embedded one in a temporary DATA_DIR, and a throw-away
// database on the local PostgreSQL server (BENCH_DATABASE_URL names the server), dropped afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface BenchDatabase {
  label: string;
  env: NodeJS.ProcessEnv;
  cleanUp: () => Promise<void>;
}

/** `tag` names the bench in the temporary folders and the database, so two benches never share them. */
export function embeddedDatabase(tag: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `church-bench-${tag}-`));
  return Promise.resolve({ label: "PGlite", env: { DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) });
}

export async function postgresDatabase(tag: string): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `church_bench_${tag}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `church-bench-${tag}-pg-`));
  return {
    label: "PostgreSQL",
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanUp: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
