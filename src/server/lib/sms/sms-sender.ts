import type { MessageMeta } from "../mail/message-kinds";

/** One text message to an E.164 phone number. */
export interface SmsMessage extends MessageMeta {
  to: string;
  body: string;
}

/** Sends text messages: through Twilio when configured, otherwise into the outbox table. */
export interface SmsSender {
  readonly mode: "twilio" | "outbox";
  send(message: SmsMessage): Promise<void>;
}
