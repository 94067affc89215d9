/** A small text file sent with an email, such as an event's .ics invitation. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
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
