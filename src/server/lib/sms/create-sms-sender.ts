import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { createOutboxSms } from "./outbox-sms";
import type { SmsSender } from "./sms-sender";
import { createTwilioSms } from "./twilio-sms";

export function createSmsSender(config: Pick<Config, "twilio">, db: Db, logger: Logger): SmsSender {
  return config.twilio ? createTwilioSms(db, logger, config.twilio) : createOutboxSms(db, logger);
}
