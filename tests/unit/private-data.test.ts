import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirExposedError, inspectPrivateData, securePrivateData, tightenModes } from "../../src/server/lib/private-data";

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("what other users of the machine can reach in DATA_DIR", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "private-data-")), "data");
    mkdirSync(path.join(dataDir, "db"), { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const file = (name: string, mode: number) => {
    const at = path.join(dataDir, name);
    writeFileSync(at, "x");
    chmodSync(at, mode);
    return at;
  };

  it("counts a 0666 file inside a 0700 folder as loose but out of their reach, and tightens it", () => {
    const control = file("db/pg_control", 0o666);
    const exposure = inspectPrivateData(dataDir);
    expect(exposure.writable).toEqual([]);
    expect(exposure.readable).toEqual([]);
    expect(exposure.loose.map((e) => e.path)).toEqual([control]);
    expect(tightenModes(dataDir)).toEqual([]);
    expect(modeOf(control)).toBe(0o600);
  });

  it("counts a 0666 file in folders others can pass through as open to their changes", () => {
    chmodSync(path.join(dataDir, "db"), 0o755);
    chmodSync(dataDir, 0o755);
    const control = file("db/pg_control", 0o666);
    expect(inspectPrivateData(dataDir).writable.map((e) => e.path)).toEqual([control]);
    // The group's way in counts on its own: a folder only the group may pass through.
    chmodSync(dataDir, 0o750);
    chmodSync(path.join(dataDir, "db"), 0o750);
    chmodSync(control, 0o660);
    expect(inspectPrivateData(dataDir).writable.map((e) => e.path)).toEqual([control]);
  });

  it("refuses a start when others can change a file, naming it and the chmod that fixes it, and changes nothing", () => {
    chmodSync(dataDir, 0o755);
    const secret = file("auth-secret", 0o666);
    let refused: unknown;
    try {
      securePrivateData(dataDir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirExposedError);
    const message = (refused as Error).message;
    expect(message).toContain(`${secret} (mode 0666)`);
    expect(message).toContain("other users of this machine can change");
    expect(message).toContain(`chmod -R go-rwx "${dataDir}"`);
    expect(modeOf(secret)).toBe(0o666);
  });

  it("closes what others could only read (an install from before umask 077) and says which files they were", () => {
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "db"), 0o755);
    const pid = file("server.pid", 0o644);
    const version = file("db/PG_VERSION", 0o644);
    const { closed } = securePrivateData(dataDir);
    expect(closed.map((e) => e.path).sort()).toEqual([dataDir, path.join(dataDir, "db"), version, pid].sort());
    expect([modeOf(dataDir), modeOf(path.join(dataDir, "db")), modeOf(pid), modeOf(version)]).toEqual([0o700, 0o700, 0o600, 0o600]);
    expect(inspectPrivateData(dataDir).loose).toEqual([]);
  });

  it("has nothing to say about a DATA_DIR that does not exist yet", () => {
    rmSync(dataDir, { recursive: true });
    expect(securePrivateData(dataDir)).toEqual({ closed: [] });
  });
});
