import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "../../scripts/reliability/scratch-database";
import { openConfiguredDatabase } from "../../src/server/db/open-configured";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { type BackupConfig, createBackup, holdingTheDatabase, readManifest, restoreBackup } from "../../src/server/lib/backup/backup";
import { inspectPrivateData } from "../../src/server/lib/private-data";
import { createStorage } from "../../src/server/lib/storage/create-storage";
import { createLocalStorage } from "../../src/server/lib/storage/local-storage";
import { createS3Storage } from "../../src/server/lib/storage/s3-storage";
import type { Storage } from "../../src/server/lib/storage/storage";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { startLocalS3 } from "./support/s3-server";
import { buildApp, databaseTargets, fakeWebDist, type TestContext } from "./support/test-app";

const webDistDir = fakeWebDist();
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

/** The server as `npm start` runs it on this configuration: open, migrate, seed, serve. */
async function startSite(config: BackupConfig) {
  const database = await openConfiguredDatabase({ DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL });
  await database.migrate();
  const storage = createStorage(config);
  await seedDemoContent(database.db, storage);
  const context: TestContext = { database, app: buildApp(database, webDistDir, { storage }), webDistDir };
  return { context, storage, stop: () => database.close() };
}

describe.each(databaseTargets())("npm run backup and npm run restore [$name]", (target) => {
  it("brings back the snapshot's prayer requests, gifts and uploaded files, and drops what was written after it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "church-backup-"));
    const scratch = target.name === "postgres" ? await scratchDatabase(target.url, "backup") : undefined;
    const config: BackupConfig = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url, s3: undefined };
    try {
      // A church in use: a member's prayer request, a guest's gift, an uploaded file.
      let site = await startSite(config);
      const ctx = () => site.context;
      const member: Browser = await signUpConfirmed(ctx, { fullName: "Ruth Backup", email: "ruth@church.test", password: "kept-safe-password" });
      // Each start signs sessions with a fresh secret here, so Ruth signs in again after every start.
      const signIn = async () =>
        expect((await member.json("/api/auth/sign-in/email", { json: { email: "ruth@church.test", password: "kept-safe-password" } })).status).toBe(200);
      await signIn();
      const prayer = await member.json<{ request: { id: string } }>("/api/prayer", {
        json: { body: "For the harvest", category: "other", visibility: "members" },
      });
      expect(prayer.status).toBe(201);
      const funds = await new Browser(ctx).json<{ funds: { id: string }[] }>("/api/giving/options");
      const gift = await new Browser(ctx).json<{ giftId: string }>("/api/giving/checkout", {
        json: { fundId: funds.body.funds[0]?.id, amountCents: 2500, frequency: "once", name: "Boaz", email: "boaz@church.test", language: "en" },
      });
      expect(gift.status).toBe(201);
      const file = new TextEncoder().encode("%PDF-1.4 sermon notes");
      await site.storage.put("sermons/notes/2026/backup-check.pdf", file, "application/pdf");
      await site.stop();

      const snapshot = await createBackup(config, path.join(dataDir, "backups"));
      const manifest = readManifest(snapshot);
      expect(manifest).toMatchObject({ database: target.name === "postgres" ? "postgres" : "pglite", uploads: "local" });
      expect(manifest.uploadFiles).toBeGreaterThanOrEqual(1);
      // The snapshot holds the database and the uploads: the server's user's alone, whatever the copies' modes were.
      expect(inspectPrivateData(snapshot).loose.map((e) => e.path)).toEqual([]);

      // Life goes on after the snapshot: a second request, the file deleted.
      site = await startSite(config);
      await signIn();
      const later = await member.json<{ request: { id: string } }>("/api/prayer", { json: { body: "Written after the backup", category: "other", visibility: "members" } });
      expect(later.status).toBe(201);
      await site.storage.delete("sermons/notes/2026/backup-check.pdf");
      await site.stop();

      await restoreBackup(config, snapshot);
      for (const restored of ["db", "uploads"]) expect(inspectPrivateData(path.join(dataDir, restored)).loose.map((e) => e.path)).toEqual([]);

      site = await startSite(config);
      try {
        await signIn();
        expect((await member.request(`/api/prayer/${prayer.body.request.id}`)).status).toBe(200);
        expect((await member.request(`/api/prayer/${later.body.request.id}`)).status).toBe(404);
        expect((await new Browser(ctx).request(`/api/giving/receipts/${gift.body.giftId}`)).status).toBe(200);
        const served = await site.context.app.request("/uploads/sermons/notes/2026/backup-check.pdf");
        expect(served.status).toBe(200);
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
      } finally {
        await site.stop();
      }
      // Nothing is thrown away: what the restore replaced is kept beside it.
      const kept = readdirSync(dataDir).filter((name) => name.includes(".before-restore-"));
      expect(kept).toContain(kept.find((name) => name.startsWith("uploads.")));
      if (target.name === "pglite") expect(kept.some((name) => name.startsWith("db."))).toBe(true);
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("backing up the embedded database", () => {
  it("refuses while a server is using it, naming the process to stop", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "church-backup-"));
    try {
      writeFileSync(path.join(dataDir, "server.pid"), String(process.ppid));
      await expect(createBackup({ DATA_DIR: dataDir, DATABASE_URL: undefined, s3: undefined }, dataDir)).rejects.toThrow(
        `Stop the server first (process ${process.ppid} is using the embedded database in ${dataDir}), then run the backup again.`,
      );
      expect(existsSync(path.join(dataDir, "db"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("holds the folder while a backup or a restore works on it, and not while a server runs (decision 0103)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "church-backup-"));
    const lockFile = path.join(dataDir, "server.pid");
    const config: BackupConfig = { DATA_DIR: dataDir, DATABASE_URL: undefined, s3: undefined };
    try {
      expect(await holdingTheDatabase(config, "restore", async () => readFileSync(lockFile, "utf8"))).toBe(String(process.pid));
      expect(existsSync(lockFile)).toBe(false);

      writeFileSync(lockFile, String(process.ppid));
      let ran = false;
      await expect(holdingTheDatabase(config, "restore", async () => (ran = true))).rejects.toThrow(
        `Stop the server first (process ${process.ppid} is using the embedded database in ${dataDir}), then restore again.`,
      );
      expect(ran).toBe(false);
      expect(readFileSync(lockFile, "utf8")).toBe(String(process.ppid));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function keysOf(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

describe("npm run backup and npm run restore with uploads in an S3 bucket", () => {
  it("copies every object of the bucket into the backup, page after page, and puts the missing ones back", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "church-backup-s3-"));
    const s3 = await startLocalS3();
    const config: BackupConfig = { DATA_DIR: dataDir, DATABASE_URL: undefined, s3: s3.options };
    // Two keys a page, so listing the bucket takes many ListObjectsV2 requests with continuation tokens.
    const bucket = createS3Storage({ ...s3.options, listPageSize: 2 });
    try {
      // The demo content's sermon notes, audio and artwork go to the bucket, and an admin's upload beside them.
      let site = await startSite(config);
      const notes = new TextEncoder().encode("%PDF-1.4 study notes kept in the bucket");
      await bucket.put("sermons/notes/2026/11/b0c4f1e2a3d4e5f6.pdf", notes, "application/pdf");
      await site.stop();
      const before = await keysOf(bucket);
      expect(before.length).toBeGreaterThanOrEqual(5);
      expect(readdirSync(dataDir)).not.toContain("uploads");

      const snapshot = await createBackup(config, path.join(dataDir, "backups"));
      expect(readManifest(snapshot)).toMatchObject({ uploads: "s3", uploadFiles: before.length });
      expect(await keysOf(createLocalStorage(path.join(snapshot, "uploads")))).toEqual(before);
      expect(new Uint8Array(readFileSync(path.join(snapshot, "uploads", "sermons/notes/2026/11/b0c4f1e2a3d4e5f6.pdf")))).toEqual(notes);

      // After the backup: the notes are deleted by mistake and a new file is uploaded.
      await bucket.delete("sermons/notes/2026/11/b0c4f1e2a3d4e5f6.pdf");
      await bucket.put("gallery/2026/11/0011223344556677.webp", new Uint8Array([82, 73, 70, 70]), "image/webp");

      await restoreBackup(config, snapshot);

      // Every object of the backup is back, with its type; the later upload is left where it was.
      expect(await keysOf(bucket)).toEqual([...before, "gallery/2026/11/0011223344556677.webp"].sort());
      site = await startSite(config);
      try {
        const served = await site.context.app.request("/uploads/sermons/notes/2026/11/b0c4f1e2a3d4e5f6.pdf");
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("application/pdf");
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(notes);
      } finally {
        await site.stop();
      }
    } finally {
      await s3.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
