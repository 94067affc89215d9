import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { outboxDelivered, recordOutboxEntry } from "../outbox/outbox-store";
import type { EmailMessage, Mailer } from "./mailer";

interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
}

/**
 * Sends over SMTP (nodemailer) and records each message in the outbox as sent or failed, so the admin portal
 * shows what went out and the last error. A failed send is rethrown: the caller decides what the user sees.
 */
export function createSmtpMailer(db: Db, logger: Logger, { smtpUrl, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return {
    mode: "smtp",
    delivered: (messageKey) => outboxDelivered(db, messageKey),
    async send(message: EmailMessage) {
      const entry = {
        channel: "email" as const,
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html,
        attachments: message.attachments,
        messageKey: message.messageKey,
        kind: message.kind,
        secrets: message.secrets,
      };
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          headers: message.headers,
          // A keyed message keeps one Message-ID however often it is sent, so mail programs show it once.
          messageId: message.messageKey ? `<${message.messageKey}@${domain}>` : undefined,
        });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await recordOutboxEntry(db, { ...entry, status: "failed", error });
        logger.error({ to: message.to, err }, "email could not be sent");
        throw err;
      }
      await recordOutboxEntry(db, { ...entry, status: "sent" });
    },
  };
}
