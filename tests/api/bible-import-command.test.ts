import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runEntryPoint } from "./support/command";

const dataDirs: string[] = [];
afterEach(() => dataDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A DATA_DIR whose embedded database a live Node.js process holds (vitest's own main process stands in for a running
 * server, or an import under way), and that process's id.
 */
function heldDataDir(): { dataDir: string; holder: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bible-import-"));
  dataDirs.push(dataDir);
  const holder = String(process.ppid);
  writeFileSync(path.join(dataDir, "server.pid"), holder);
  return { dataDir, holder };
}

/**
 * The embedded database is one process's. `npm run bible:import` run beside a server on the same DATA_DIR opened the
 * folder a second time, and the database could not be opened again: the next start aborted inside PGlite.
 */
describe("npm run bible:import while a server runs on the embedded database", () => {
  it("refuses, naming the server's process and what to do, and leaves the folder alone", async () => {
    const { dataDir, holder } = heldDataDir();
    const refused = await runEntryPoint("scripts/bible-import.ts", { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The server (process ${holder}) is using the embedded database in ${dataDir}; nothing was imported.`);
    expect(refused.stderr).toContain("stop the server (Ctrl+C), run this command again");
    expect(refused.stdout).toBe("");
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
    expect(readFileSync(path.join(dataDir, "server.pid"), "utf8")).toBe(holder);
  });
});

describe("a server started while another process holds the embedded database", () => {
  it("does not start, and says who holds it and what to do", async () => {
    const { dataDir, holder } = heldDataDir();
    const refused = await runEntryPoint("src/server/main.ts", { DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", NODE_ENV: "production", LOG_LEVEL: "warn" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The server did not start: another process (${holder}: a server, or a command such as npm run bible:import) is using the embedded database in ${dataDir}.`);
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });
});
