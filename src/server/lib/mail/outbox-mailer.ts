import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { recordOutboxEntry } from "../outbox/outbox-store";
import type { EmailMessage, Mailer } from "./mailer";

/** No mail server: the message is kept in the outbox and printed in the log, so links can still be followed. */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    mode: "outbox",
    async send(message: EmailMessage) {
      await recordOutboxEntry(db, {
        channel: "email",
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html,
        attachments: message.attachments,
        status: "captured",
      });
      logger.info({ to: message.to, subject: message.subject, text: message.text }, "email kept in the outbox");
    },
  };
}
