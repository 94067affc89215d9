import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** `npm run bible:import` as someone types it in a second terminal, with the server's DATA_DIR. */
async function bibleImport(dataDir: string) {
  return run(process.execPath, ["--import", "tsx", "scripts/bible-import.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    timeout: 60_000,
  }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? -1, stdout: err.stdout ?? "", stderr: err.stderr ?? "" }),
  );
}

/**
 * The embedded database is one process's. `npm run bible:import` run beside a server on the same DATA_DIR opened the
 * folder a second time, and the database could not be opened again: the next start aborted inside PGlite.
 */
describe("npm run bible:import while a server runs on the embedded database", () => {
  it("refuses, naming the server's process and what to do, and leaves the folder alone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bible-import-"));
    try {
      // A live Node.js process holds the database (vitest's own main process stands in for the server).
      const serverPid = String(process.ppid);
      writeFileSync(path.join(dataDir, "server.pid"), serverPid);
      const refused = await bibleImport(dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The server (process ${serverPid}) is using the embedded database in ${dataDir}; nothing was imported.`);
      expect(refused.stderr).toContain("stop the server (Ctrl+C), run this command again");
      expect(refused.stdout).toBe("");
      expect(existsSync(path.join(dataDir, "db"))).toBe(false);
      expect(readFileSync(path.join(dataDir, "server.pid"), "utf8")).toBe(serverPid);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a server started while another process holds the embedded database", () => {
  it("does not start, and says who holds it and what to do", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bible-import-"));
    try {
      // A live Node.js process holds the database (an import under way, say).
      const holder = String(process.ppid);
      writeFileSync(path.join(dataDir, "server.pid"), holder);
      const refused = await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", NODE_ENV: "production", LOG_LEVEL: "warn" },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: "" }),
        (err: { code?: number; stderr?: string }) => ({ code: err.code ?? -1, stderr: err.stderr ?? "" }),
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The server did not start: another process (${holder}: a server, or a command such as npm run bible:import) is using the embedded database in ${dataDir}.`);
      expect(existsSync(path.join(dataDir, "db"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
