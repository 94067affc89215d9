import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import type { PaymentProvider } from "../../lib/payments/payments";
import type { Storage } from "../../lib/storage/storage";

export interface StoreDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  payments: PaymentProvider;
  storage: Storage;
  publicUrl: string;
}
