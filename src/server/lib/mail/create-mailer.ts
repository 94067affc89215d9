import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

export function createMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">, db: Db, logger: Logger): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(db, logger, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer(db, logger);
}
