import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimEmbeddedDatabase, embeddedServerPid, holdingEmbeddedDatabase, releaseEmbeddedDatabase } from "../../src/server/db/embedded-lock";

describe("one server per embedded database", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "church-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("names the live Node.js process that holds the database, and refuses a second claim", async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.pid"), String(other.pid));
      expect(embeddedServerPid(dir)).toBe(other.pid);
      expect(() => claimEmbeddedDatabase(dir)).toThrow(`another process (${other.pid}: a server, or a command such as npm run bible:import) is using the embedded database in ${dir}`);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("ignores the file a killed server left behind, and a number now used by another program", async () => {
    const dir = dataDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(path.join(dir, "server.pid"), String(gone.pid));
    expect(embeddedServerPid(dir)).toBeUndefined();

    const notNode = spawn("sleep", ["30"]);
    try {
      writeFileSync(path.join(dir, "server.pid"), String(notNode.pid));
      expect(embeddedServerPid(dir)).toBeUndefined();
    } finally {
      notNode.kill("SIGKILL");
    }
  });

  it("claims a free database for this process and gives it back on release", () => {
    const dir = dataDir();
    const lockFile = path.join(dir, "server.pid");
    claimEmbeddedDatabase(dir);
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    // This process's own claim is not "another server".
    expect(embeddedServerPid(dir)).toBeUndefined();
    releaseEmbeddedDatabase(dir);
    expect(existsSync(lockFile)).toBe(false);
  });

  it("holds the database for a command's work (an import, a backup, a restore) and gives it back, also when the work fails", async () => {
    const dir = dataDir();
    const lockFile = path.join(dir, "server.pid");
    const heldDuring = await holdingEmbeddedDatabase(dir, async () => readFileSync(lockFile, "utf8"));
    expect(heldDuring).toBe(String(process.pid));
    expect(existsSync(lockFile)).toBe(false);
    await expect(holdingEmbeddedDatabase(dir, () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    expect(existsSync(lockFile)).toBe(false);
  });

  it("does not hold a database a live server has", async () => {
    const dir = dataDir();
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.pid"), String(server.pid));
      let ran = false;
      await expect(holdingEmbeddedDatabase(dir, async () => (ran = true))).rejects.toThrow(`another process (${server.pid}`);
      expect(ran).toBe(false);
      expect(readFileSync(path.join(dir, "server.pid"), "utf8")).toBe(String(server.pid));
    } finally {
      server.kill("SIGKILL");
    }
  });
});
