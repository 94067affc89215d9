import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import type { PaymentProvider } from "../../lib/payments/payments";

export interface GivingDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  payments: PaymentProvider;
  publicUrl: string;
}
