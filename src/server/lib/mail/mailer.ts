/** One email in both forms; the sender's language is chosen by whoever builds it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email: over SMTP when SMTP_URL is set, otherwise into the outbox table for an admin to read. */
export interface Mailer {
  readonly mode: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}
