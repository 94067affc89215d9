import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";
import { mediaGallery } from "../../src/server/db/schema/gallery";
import { churchSettings } from "../../src/server/db/schema/site";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { galleryList } from "../../src/shared/gallery";
import { buildApp, createTestSchema, databaseTargets, fakeWebDist, type Target } from "./support/test-app";

/** What `main.ts` does on every start: open, migrate, seed demo content if the church is not set up. */
async function start(open: () => Promise<Database>) {
  const database = await open();
  await database.migrate();
  const seeded = await seedDemoContent(database.db);
  return { database, seeded };
}

/** A way to open the same persistent database twice, as two starts of the server would. */
async function persistentDatabase(target: Target): Promise<{ open: () => Promise<Database>; remove: () => Promise<void> }> {
  if (target.name === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "church-restart-"));
    return {
      open: () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { schema, drop } = await createTestSchema(target.url);
  return { open: () => openDatabase({ kind: "postgres", url: target.url, searchPath: schema }), remove: drop };
}

describe.each(databaseTargets())("a second start on the same database [$name]", (target) => {
  const webDistDir = fakeWebDist();
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

  it("migrates again without error, does not seed twice and keeps the church's data", async () => {
    const store = await persistentDatabase(target);
    try {
      const first = await start(store.open);
      expect(first.seeded).toBe(true);
      const settingsBefore = await first.database.db.select().from(churchSettings);
      const photosBefore = await first.database.db.select().from(mediaGallery);
      expect(settingsBefore).toHaveLength(1);
      expect(photosBefore.length).toBeGreaterThanOrEqual(4);
      await first.database.close();

      const second = await start(store.open);
      try {
        expect(second.seeded).toBe(false);
        expect(await second.database.db.select().from(churchSettings)).toHaveLength(1);
        const photosAfter = await second.database.db.select().from(mediaGallery);
        expect(photosAfter.map((p) => p.id).sort()).toEqual(photosBefore.map((p) => p.id).sort());

        const res = await buildApp(second.database, webDistDir).request(`/api/gallery?limit=50`);
        expect(galleryList.parse(await res.json()).items).toHaveLength(photosBefore.length);
      } finally {
        await second.database.close();
      }
    } finally {
      await store.remove();
    }
  }, 120_000); // Two full demo seeds on one database: 25 s alone, more on a shared two-core machine.
});
