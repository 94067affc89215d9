import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inspectPrivateData } from "../../src/server/lib/private-data";
import { startServerProcess } from "./support/server-process";

async function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(String(address.port)) : reject(new Error("no port"))));
    });
  });
}

const relative = (root: string, entries: Array<{ path: string; mode: number }>) =>
  entries.map((e) => `${path.relative(root, e.path) || "."} ${e.mode.toString(8)}`);

/**
 * Issue 48, item 15: the embedded database, the secrets, the uploads and the admin socket in DATA_DIR are the
 * server's user's alone, and a start refuses a DATA_DIR other users can change.
 */
describe("DATA_DIR is the server's user's alone", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "private-data-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const env = async (dataDir: string) => ({
    DATA_DIR: dataDir,
    PORT: await freePort(),
    DATABASE_URL: "",
    PUBLIC_URL: "",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  });

  it("makes nothing another user could open on a first start with demo content, nor on the way out", async () => {
    // A DATA_DIR that does not exist yet, under a folder anyone may pass through: the server makes all of it.
    const dataDir = path.join(scratch, "fresh", "data");
    mkdirSync(path.dirname(dataDir), { mode: 0o755 });
    chmodSync(path.dirname(dataDir), 0o755);
    const server = await startServerProcess(await env(dataDir), { timeoutMs: 120_000 });
    try {
      // A picture uploaded by the seed, the secrets and the socket are there: the start wrote each kind of file.
      for (const made of ["db/PG_VERSION", "db/global/pg_control", "auth-secret", "vapid-keys.json", "admin.sock", "uploads"]) {
        expect(statSync(path.join(dataDir, made)), made).toBeTruthy();
      }
      const running = inspectPrivateData(dataDir);
      expect(relative(dataDir, [...running.writable, ...running.readable]), server.output()).toEqual([]);
      // Outside the database folder nothing has a group or other bit at all; PGlite's own new files inside it are
      // out of reach (its folder is 0700) and closed when it stops.
      expect(relative(dataDir, running.loose.filter((e) => !e.path.startsWith(path.join(dataDir, "db", path.sep))))).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(relative(dataDir, inspectPrivateData(dataDir).loose)).toEqual([]);
  }, 180_000);

  it("refuses to start when another user can change a file in DATA_DIR, saying which and how to fix it", async () => {
    const dataDir = path.join(scratch, "opened");
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "db"), 0o755);
    // What the audit found: PGlite's files at 0666 in folders others may pass through.
    writeFileSync(path.join(dataDir, "db", "PG_VERSION"), "17\n");
    chmodSync(path.join(dataDir, "db", "PG_VERSION"), 0o666);
    const refused = await startServerProcess(await env(dataDir), { timeoutMs: 60_000 }).then(
      async (server) => {
        await server.stop();
        return "";
      },
      (err: Error) => err.message,
    );
    expect(refused).toMatch(/exited with 1/);
    expect(refused).toContain(`${path.join(dataDir, "db", "PG_VERSION")} (mode 0666)`);
    expect(refused).toContain(`chmod -R go-rwx "${dataDir}"`);
    // Nothing was opened or changed: the file is as it was and no database was made beside it.
    expect(statSync(path.join(dataDir, "db", "PG_VERSION")).mode & 0o777).toBe(0o666);
    expect(() => statSync(path.join(dataDir, "db", "global"))).toThrow();

    // After the chmod the message gives, the server starts.
    chmodSync(dataDir, 0o700);
    chmodSync(path.join(dataDir, "db"), 0o700);
    chmodSync(path.join(dataDir, "db", "PG_VERSION"), 0o600);
    rmSync(path.join(dataDir, "db"), { recursive: true });
    const server = await startServerProcess({ ...(await env(dataDir)), SEED_DEMO_CONTENT: "false" }, { timeoutMs: 120_000 });
    expect(await server.stop()).toBe(0);
  }, 180_000);
});
