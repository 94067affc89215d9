import type { Database } from "./db/client";
import { TABLE_UPKEEP_SCHEDULE, tableUpkeep } from "./db/table-upkeep";
import { purgeExpired } from "./features/admin/sessions";
import { sendStaffDigest } from "./features/connect/staff";
import { sendShiftReminders } from "./features/community/volunteer";
import { runDemoBilling } from "./features/giving/payment-events";
import { checkLive, checkWeeklyGuide, sendEventReminders, type Notify } from "./features/push/notices";
import { forgetOldInboundTexts } from "./features/sms/service";
import type { TimedJob } from "./lib/jobs/runner";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail/mailer";
import type { PaymentProvider } from "./lib/payments/payments";

interface TimedJobDeps {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  payments: PaymentProvider;
  notify: Notify;
  publicUrl: string;
}

/**
 * Everything the server does on a clock, with its schedule (cron patterns, the server's time zone). The hourly
 * jobs have minutes of their own, so that they do not all reach the database at once. Each claims what it sends,
 * so servers sharing a database never send a reminder, a digest or a notice twice (lib/jobs/runner.ts).
 */
export function timedJobs({ database, mailer, logger, payments, notify, publicUrl }: TimedJobDeps): TimedJob[] {
  const { db } = database;
  return [
    // PGlite runs no autovacuum (nor does a PostgreSQL server that has it off): the server keeps its tables'
    // statistics up to date itself (db/table-upkeep.ts).
    { name: "table upkeep", schedule: TABLE_UPKEEP_SCHEDULE, runAtStart: true, run: tableUpkeep(database, logger) },
    // Expired admin sessions and sign-in tokens are refused anyway; this only keeps the tables small.
    { name: "admin session purge", schedule: "3 * * * *", runAtStart: true, run: () => purgeExpired(db) },
    // Twilio's texts are remembered a week, so a retry gets the response its text got (features/sms/service.ts).
    { name: "old text purge", schedule: "13 * * * *", run: () => forgetOldInboundTexts(db) },
    // Staff who chose the daily digest get it once a day; the hourly check sends it when a day has passed.
    { name: "staff digest", schedule: "23 * * * *", run: () => sendStaffDigest(db, mailer, publicUrl) },
    // Stripe bills recurring gifts itself; the demo provider records theirs as their days come.
    ...(payments.mode === "demo"
      ? [{ name: "demo billing", schedule: "33 * * * *", runAtStart: true, run: () => runDemoBilling({ db, mailer, logger, payments, publicUrl }) }]
      : []),
    // Volunteers hear about their shift the day before; each reminder is claimed once, so restarts never repeat one.
    { name: "volunteer reminders", schedule: "43 * * * *", runAtStart: true, run: () => sendShiftReminders({ db, mailer, logger, publicUrl }) },
    // "We're live" when a scheduled service begins (an admin switching the stream on is told at once), the week's
    // guide once its week begins, and tomorrow's events to those who RSVP'd: each key is sent once, restarts included.
    { name: "live notice", schedule: "* * * * *", run: () => checkLive(db, notify) },
    {
      name: "guide and event notices",
      schedule: "53 * * * *",
      runAtStart: true,
      run: () => Promise.all([checkWeeklyGuide(db, notify), sendEventReminders(db, notify)]),
    },
  ];
}
