import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { recordOutboxEntry } from "../outbox/outbox-store";
import type { SmsMessage, SmsSender } from "./sms-sender";

/** No SMS provider: the text is kept in the outbox and printed in the log. */
export function createOutboxSms(db: Db, logger: Logger): SmsSender {
  return {
    mode: "outbox",
    async send(message: SmsMessage) {
      await recordOutboxEntry(db, { channel: "sms", recipient: message.to, bodyText: message.body, status: "captured", kind: message.kind, secrets: message.secrets });
      logger.info({ to: message.to, text: message.body }, "text message kept in the outbox");
    },
  };
}
