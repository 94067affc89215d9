/** A small file sent with an email: an event's .ics invitation (text), or a statement PDF (base64). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** "base64" when `content` holds binary bytes in base64 (nodemailer decodes it); plain text otherwise. */
  encoding?: "base64";
}

/** One email in both forms; the sender's language is chosen by whoever builds it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** Sends email: over SMTP when SMTP_URL is set, otherwise into the outbox table for an admin to read. */
export interface Mailer {
  readonly mode: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}
