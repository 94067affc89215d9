import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema/outbox";
import type { EmailAttachment } from "../mail/mailer";
import type { MessageMeta } from "../mail/message-kinds";
import { redactSecrets } from "./redact";

type OutboxChannel = (typeof outbox.$inferInsert)["channel"];
type OutboxStatus = (typeof outbox.$inferInsert)["status"];

interface OutboxEntry extends MessageMeta {
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
 * The row kept for a message: its secrets hidden in the copy admins read; the message as it was only when no
 * provider delivered it (captured), for a super admin to pass on (lib/outbox/redact.ts, docs/decisions/0030-secrets-scopes-origins.md).
 */
function outboxRow({ secrets, ...entry }: OutboxEntry): typeof outbox.$inferInsert {
  const bodyText = redactSecrets(entry.bodyText, secrets);
  const bodyHtml = entry.bodyHtml === undefined ? undefined : redactSecrets(entry.bodyHtml, secrets);
  const attachments = entry.attachments?.map((file) =>
    file.encoding === "base64" ? file : { ...file, content: redactSecrets(file.content, secrets) },
  );
  const hid = bodyText !== entry.bodyText || bodyHtml !== entry.bodyHtml;
  const keepLive = entry.status === "captured" && hid;
  return {
    ...entry,
    bodyText,
    bodyHtml,
    attachments,
    liveBodyText: keepLive ? entry.bodyText : null,
    liveBodyHtml: keepLive ? (entry.bodyHtml ?? null) : null,
    sentAt: entry.status === "sent" ? new Date() : null,
  };
}

/**
 * Writes one message to the outbox table; mail and SMS senders share it. A delivered entry whose idempotency
 * key is already recorded is not written twice (false).
 */
export async function recordOutboxEntry(db: Db, entry: OutboxEntry): Promise<boolean> {
  const written = await db
    .insert(outbox)
    .values(outboxRow(entry))
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
