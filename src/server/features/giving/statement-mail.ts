import { eq } from "drizzle-orm";
import type { Language } from "../../../shared/i18n";
import type { StatementSend } from "../../../shared/giving";
import type { Db } from "../../db/client";
import { givingStatementSends } from "../../db/schema/giving";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { plainEmail } from "../../lib/mail/plain-email";
import { churchName } from "../site/service";
import { buildDonorStatements } from "./statement";

const COPY = {
  en: {
    subject: (year: number) => `Your contribution statement for ${year}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (year: number) => `Thank you for your generosity in ${year}. Your contribution statement is attached for your tax records.`,
  },
  es: {
    subject: (year: number) => `Tu constancia de contribuciones de ${year}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    body: (year: number) => `Gracias por tu generosidad en ${year}. Adjuntamos tu constancia de contribuciones para tus registros de impuestos.`,
  },
} satisfies Record<Language, unknown>;

function present(row: typeof givingStatementSends.$inferSelect): StatementSend {
  return { year: row.year, sentCount: row.sentCount, failedCount: row.failedCount, sentBy: row.sentBy, sentAt: row.sentAt.toISOString() };
}

/** The record of a year's batch send, or null when the statements have not been emailed yet. */
export async function statementSendOf(db: Db, year: number): Promise<StatementSend | null> {
  const [row] = await db.select().from(givingStatementSends).where(eq(givingStatementSends.year, year)).limit(1);
  return row ? present(row) : null;
}

/**
 * Emails every donor their statement PDF for the year in their language. The year is claimed first (one row per
 * year), so a second click, or a second admin at the same moment, is refused unless `resend` is asked for.
 */
export async function emailAllStatements(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  year: number,
  sentBy: string,
  resend: boolean,
): Promise<StatementSend> {
  const { db, mailer, logger } = deps;
  const [claimed] = await db.insert(givingStatementSends).values({ year, sentCount: 0, sentBy }).onConflictDoNothing().returning();
  if (!claimed && !resend) {
    const previous = await statementSendOf(db, year);
    throw new AppError("already_sent", 409, `The ${year} statements were already emailed${previous ? ` on ${previous.sentAt.slice(0, 10)}` : ""}.`, undefined, {
      year: String(year),
    });
  }
  const statements = await buildDonorStatements(db, year);
  const church = await churchName(db);
  let sent = 0;
  let failed = 0;
  for (const statement of statements) {
    const copy = COPY[statement.language];
    const message = plainEmail({ kind: "giving.statement" }, statement.email, `${copy.subject(year)} · ${church}`, [copy.greeting(statement.name), copy.body(year), church]);
    try {
      await mailer.send({
        ...message,
        attachments: [{ filename: statement.fileName, contentType: "application/pdf", content: Buffer.from(statement.pdf).toString("base64"), encoding: "base64" }],
      });
      sent += 1;
    } catch (err) {
      failed += 1;
      logger.warn({ err, year }, "could not email a contribution statement");
    }
  }
  const [row] = await db
    .update(givingStatementSends)
    .set({ sentCount: sent, failedCount: failed, sentBy, sentAt: new Date() })
    .where(eq(givingStatementSends.year, year))
    .returning();
  if (!row) throw new AppError("internal_error", 500, "The send was not recorded.");
  return present(row);
}
