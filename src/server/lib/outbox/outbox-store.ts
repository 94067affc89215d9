import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema/outbox";
import type { EmailAttachment } from "../mail/mailer";

export type OutboxChannel = (typeof outbox.$inferInsert)["channel"];
export type OutboxStatus = (typeof outbox.$inferInsert)["status"];

export interface OutboxEntry {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  bodyText: string;
  bodyHtml?: string;
  attachments?: EmailAttachment[];
  status: OutboxStatus;
  error?: string;
  messageKey?: string;
}

/**
 * Writes one message to the outbox table; mail and SMS senders share it. A delivered entry whose idempotency
 * key is already recorded is not written twice (false).
 */
export async function recordOutboxEntry(db: Db, entry: OutboxEntry): Promise<boolean> {
  const written = await db
    .insert(outbox)
    .values({ ...entry, sentAt: entry.status === "sent" ? new Date() : null })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return written.length > 0;
}

/** True when a message with this idempotency key was delivered (sent, or captured without a provider). */
export async function outboxDelivered(db: Db, messageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.messageKey, messageKey), ne(outbox.status, "failed")))
    .limit(1);
  return row !== undefined;
}
