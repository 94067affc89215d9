import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { outboxDelivered, recordOutboxEntry } from "../outbox/outbox-store";
import type { EmailMessage, Mailer } from "./mailer";

/**
 * No mail server: the message is kept in the outbox and printed in the log, so links can still be followed.
 * Keeping it is the delivery, so a keyed message is kept once however often it is sent.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    mode: "outbox",
    delivered: (messageKey) => outboxDelivered(db, messageKey),
    async send(message: EmailMessage) {
      const kept = await recordOutboxEntry(db, {
        channel: "email",
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html,
        attachments: message.attachments,
        status: "captured",
        messageKey: message.messageKey,
        kind: message.kind,
        secrets: message.secrets,
      });
      if (!kept) return;
      logger.info({ to: message.to, subject: message.subject, text: message.text }, "email kept in the outbox");
    },
  };
}
