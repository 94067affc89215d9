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
}

/** Writes one message to the outbox table; mail and SMS senders share it. */
export async function recordOutboxEntry(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(outbox).values({
    ...entry,
    sentAt: entry.status === "sent" ? new Date() : null,
  });
}
