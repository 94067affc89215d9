import type { MessageMeta } from "./message-kinds";

/** A small file sent with an email: an event's .ics invitation (text), or a statement PDF (base64). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** "base64" when `content` holds binary bytes in base64 (nodemailer decodes it); plain text otherwise. */
  encoding?: "base64";
}

/** One email in both forms; the sender's language is chosen by whoever builds it. */
export interface EmailMessage extends MessageMeta {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /**
   * Set by the bulk mail queue: the message's idempotency key. It becomes the Message-ID and is recorded in the
   * outbox with the delivery, so a mail delivered once is never delivered again under the same key.
   */
  messageKey?: string;
  /** Extra headers (List-Unsubscribe of bulk mail). */
  headers?: Record<string, string>;
}

/** Sends email: over SMTP when SMTP_URL is set, otherwise into the outbox table for an admin to read. */
export interface Mailer {
  readonly mode: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
  /** True when a message with this idempotency key was delivered (or captured) already. */
  delivered(messageKey: string): Promise<boolean>;
}
