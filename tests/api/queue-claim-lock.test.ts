import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { emailCampaigns, emailQueue } from "../../src/server/db/schema/email";
import { CLAIM_LOCK as MAIL_CLAIM_LOCK, createEmailWorker } from "../../src/server/features/email/queue";
import { createLogger } from "../../src/server/lib/logger";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import { openTestDatabase } from "./support/test-app";

const schemaOf = async (database: Database) =>
  (await database.db.select({ name: sql<string>`current_schema()` }).from(sql`(select 1) as one`))[0]?.name ?? "";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

// Advisory locks belong to the whole database. Two sites, or two test files, that keep their tables in different
// schemas of one PostgreSQL database must not hold each other's mail back; two servers of one site still claim
// one at a time.
describe.skipIf(!TEST_DATABASE_URL)("the mail queue's claim lock on a PostgreSQL database shared by schemas", () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let schema: string;
  let otherSite: Awaited<ReturnType<typeof openTestDatabase>>;
  let other: pg.Client;
  const logger = createLogger("silent");

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase({ name: "postgres", url: TEST_DATABASE_URL ?? "" }));
    schema = await schemaOf(database);
    otherSite = await openTestDatabase({ name: "postgres", url: TEST_DATABASE_URL ?? "" });
    other = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await otherSite.dispose();
    await dispose();
  });

  const queueMail = async (count: number, db = database.db) => {
    const [campaign] = await db
      .insert(emailCampaigns)
      .values({ subject: { en: "Harvest supper", es: "Cena de cosecha" }, body: { en: "Join us.", es: "Acompáñanos." }, recipients: { kind: "all_members" }, createdByEmail: "office@church.test" })
      .returning();
    await db.insert(emailQueue).values(
      Array.from({ length: count }, (_, i) => ({ campaignId: campaign?.id ?? "", email: `guest${i}-${campaign?.id}@example.org`, messageKey: `lock-${campaign?.id}-${i}` })),
    );
  };
  const worker = (db = database.db) =>
    createEmailWorker({ db, mailer: createOutboxMailer(db, logger), logger, publicUrl: "http://localhost:3000", secret: "a-test-secret-that-is-long-enough-for-hmac", ratePerMinute: 100 });
  /** Holds the claim lock of `forSchema` from another connection while `during` runs. */
  const holdingTheLock = async <T>(forSchema: string, during: () => Promise<T>): Promise<T> => {
    await other.query("select pg_advisory_lock($1, hashtext($2))", [MAIL_CLAIM_LOCK, forSchema]);
    try {
      return await during();
    } finally {
      await other.query("select pg_advisory_unlock($1, hashtext($2))", [MAIL_CLAIM_LOCK, forSchema]);
    }
  };

  it("sends this schema's mail while another schema's worker is in the middle of its claim", async () => {
    await queueMail(2);
    await queueMail(1, otherSite.database.db);
    const otherCampaigns = `"${await schemaOf(otherSite.database)}".email_campaigns`;
    // The other site's worker takes its claim lock, then waits for its campaigns table (it claims no mail of a
    // cancelled campaign), which this connection holds.
    await other.query("begin");
    await other.query(`lock table ${otherCampaigns} in access exclusive mode`);
    const otherPass = worker(otherSite.database.db).runOnce();
    const waitingForTheTable = async () =>
      (await other.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'relation' and not granted and relation = $1::regclass`, [otherCampaigns])).rows[0]?.n;
    await expect.poll(waitingForTheTable, { interval: 20, timeout: 10_000 }).toBe(1);
    try {
      expect(await worker().runOnce()).toBe(2);
    } finally {
      await other.query("commit");
    }
    expect(await otherPass).toBe(1);
  });

  it("claims nothing while another server of the same schema holds the lock, and sends once it lets go", async () => {
    await queueMail(3);
    expect(await holdingTheLock(schema, () => worker().runOnce())).toBe(0);
    expect(await worker().runOnce()).toBe(3);
  });
});
