import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../../src/server/db/client";
import { serverPaths } from "../../../src/server/paths";

const PREFIX = "church-pglite-migrated-";

/** Every file under `dir`, sorted, so the same migrations always give the same name. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Names the dump after what it holds: the migrations' text and the PGlite release that wrote it. */
function templateFile(): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(serverPaths.migrations)) hash.update(path.relative(serverPaths.migrations, file)).update(readFileSync(file));
  hash.update(readFileSync(path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json")));
  return path.join(tmpdir(), `${PREFIX}${hash.digest("hex").slice(0, 16)}.tar`);
}

let kept: Promise<Blob> | undefined;

/**
 * An embedded database with every migration applied, as a PGlite dump. A new PGlite runs initdb and every migration:
 * 3.1 to 3.6 s on a two-core machine; one begun from this dump (44 MB) is ready in 1.1 to 1.5 s. The first test
 * file to ask makes it; the others (and later runs, until a migration or PGlite changes) read it from the temp
 * folder, once per worker (files share a worker's modules: vite.config.ts).
 */
export function migratedTemplate(): Promise<Blob> {
  kept ??= readOrMakeTemplate();
  kept.catch(() => (kept = undefined));
  return kept;
}

async function readOrMakeTemplate(): Promise<Blob> {
  const file = templateFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: "pglite" });
  try {
    await database.migrate();
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    // Written beside its name and renamed, so a file running at the same time never reads half of it.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // A dump of older migrations is never read again.
    for (const old of readdirSync(tmpdir())) {
      if (old.startsWith(PREFIX) && old.endsWith(".tar") && path.join(tmpdir(), old) !== file) rmSync(path.join(tmpdir(), old), { force: true });
    }
    return dump;
  } finally {
    await database.close();
  }
}
