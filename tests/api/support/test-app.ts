import { SITE_DIST_DIR } from "../../../scripts/site-build";
import { randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { createApp } from "../../../src/server/app";
import type { AppDeps } from "../../../src/server/app-context";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { createLogger } from "../../../src/server/lib/logger";
import { MemoryRateLimitStore } from "../../../src/server/lib/rate-limit";
import type { Mailer } from "../../../src/server/lib/mail/mailer";
import { createOutboxMailer } from "../../../src/server/lib/mail/outbox-mailer";
import { createOutboxSms } from "../../../src/server/lib/sms/outbox-sms";
import type { SmsSender } from "../../../src/server/lib/sms/sms-sender";
import { PublicCache } from "../../../src/server/lib/http/public-cache";
import { migratedTemplate } from "./migrated-template";

export interface TestContext {
  database: Database;
  app: ReturnType<typeof createApp>;
  webDistDir: string;
  /** describeEachDatabase's: the app's cache of public responses (off: every response computed) and of members' sessions. */
  publicCache?: PublicCache;
}

/** A tiny built web app, so the SPA routes can be tested without running Vite. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "church-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>test</title><div id=root></div>");
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('app');");
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

/** Email and texts go to the outbox table unless a test passes its own sender (for example SMTP to a sink). */
export function buildApp(
  database: Database,
  webDistDir: string,
  overrides: {
    mailer?: Mailer;
    sms?: SmsSender;
    storage?: AppDeps["storage"];
    config?: Partial<AppDeps["config"]>;
    chatBus?: AppDeps["chatBus"];
    chat?: AppDeps["chat"];
    payments?: AppDeps["payments"];
    rateLimitStore?: AppDeps["rateLimitStore"];
    authSecret?: string;
    push?: AppDeps["push"];
    publicCache?: PublicCache;
    cacheSync?: AppDeps["cacheSync"];
  } = {},
) {
  const logger = createLogger("silent");
  return createApp({
    // The site's pages from its real build (built before the tests: support/global-setup.ts), as production serves them.
    config: { NODE_ENV: "test", TRUST_PROXY: false, webDistDir, publicUrl: "http://localhost:3000", siteDistDir: SITE_DIST_DIR, ...overrides.config },
    database,
    logger,
    version: "0.0.0-test",
    mailer: overrides.mailer ?? createOutboxMailer(database.db, logger),
    sms: overrides.sms ?? createOutboxSms(database.db, logger),
    storage: overrides.storage,
    chatBus: overrides.chatBus,
    chat: overrides.chat,
    payments: overrides.payments,
    // Each app counts on its own, so a test that starts a fresh app starts with fresh limits on either database;
    // the shared PostgreSQL counters have their own test (rate-limit-store.test.ts).
    rateLimitStore: overrides.rateLimitStore ?? new MemoryRateLimitStore(),
    authSecret: overrides.authSecret,
    push: overrides.push,
    publicCache: overrides.publicCache,
    cacheSync: overrides.cacheSync,
  });
}

export type Target = { name: "pglite" } | { name: "postgres"; url: string };

/** Every database the tests can reach: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseTargets(): Target[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [{ name: "pglite" }, { name: "postgres", url }] : [{ name: "pglite" }];
}

/** Runs one statement on its own short-lived connection (schema housekeeping outside the app's pool). */
async function runAdminStatement(url: string, statement: string): Promise<void> {
  const admin = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

/**
 * A fresh, empty schema on the PostgreSQL test server. Connections opened with its name as searchPath see
 * only it, and the migrator keeps its own bookkeeping table in it too, so files never share state.
 */
export async function createTestSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await runAdminStatement(url, `create schema "${schema}"`);
  return { schema, drop: () => runAdminStatement(url, `drop schema if exists "${schema}" cascade`) };
}

/** close() may be called by a test (to simulate an outage) and again by the cleanup. */
function closingOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

/** Opens a migrated database: in-memory PGlite, or a fresh schema of the PostgreSQL test server. */
export async function openTestDatabase(target: Target): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (target.name === "pglite") {
    const database = closingOnce(await openDatabase({ kind: "pglite", startFrom: await migratedTemplate() }));
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const { schema, drop } = await createTestSchema(target.url);
  const database = closingOnce(await openDatabase({ kind: "postgres", url: target.url, searchPath: schema }));
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    await drop();
    throw err;
  }
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Runs the same suite against every database the tests can reach: always the embedded PGlite, and the
 * PostgreSQL server at TEST_DATABASE_URL when it is set. Each file gets its own database or schema.
 */
export function describeEachDatabase(name: string, suite: (ctx: () => TestContext) => void) {
  for (const target of databaseTargets()) {
    describe(`${name} [${target.name}]`, () => {
      let context: TestContext | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openTestDatabase(target);
        dispose = opened.dispose;
        const webDistDir = fakeWebDist();
        const publicCache = new PublicCache({ ttlMs: 0 });
        context = { database: opened.database, app: buildApp(opened.database, webDistDir, { publicCache }), webDistDir, publicCache };
      });
      afterAll(async () => {
        await dispose?.();
        if (context) rmSync(context.webDistDir, { recursive: true, force: true });
      });
      suite(() => {
        if (!context) throw new Error("test context is not ready");
        return context;
      });
    });
  }
}
