import { eq } from "drizzle-orm";
import type { Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { eventRegistrations } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { hashToken, randomToken } from "../../lib/tokens";
import { churchName } from "../site/service";
import { calendarFile, occurrenceUrl } from "./ics";
import { type RegistrationEmailKind, registrationEmail } from "./messages";
import type { SeriesOccurrence } from "./series";

export interface EventsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

export type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** A cancel link's token; only its hash (lib/tokens.ts hashToken) is kept. */
export function newCancelToken(): string {
  return randomToken(24);
}

function cancelUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}/events/cancel?token=${encodeURIComponent(token)}`;
}

export async function confirmation(
  deps: EventsDeps,
  item: SeriesOccurrence,
  kind: RegistrationEmailKind,
  to: string,
  language: Language,
  token: string | null,
) {
  const name = await churchName(deps.db);
  const { row } = item.series;
  const invitation = kind === "waitlisted" || kind === "alreadyWaitlisted" ? null : {
    filename: "event.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: calendarFile([item], { churchName: name, publicUrl: deps.publicUrl, language }),
  };
  await deps.mailer.send(
    registrationEmail(
      kind,
      language,
      to,
      {
        title: row.title,
        startsAt: item.occurrence.startsAt,
        timeZone: row.timeZone,
        location: row.location,
        url: occurrenceUrl(deps.publicUrl, row.id, item.occurrence.date),
      },
      token ? cancelUrl(deps.publicUrl, token) : null,
      name,
      invitation,
    ),
  );
}

/** The registration is saved whatever the mail server does; a failed email is logged, not shown as a failure. */
export async function sendSafely(deps: EventsDeps, send: () => Promise<void>) {
  try {
    await send();
  } catch (err) {
    deps.logger.error({ err }, "event email could not be sent");
  }
}

export async function tellPromoted(deps: EventsDeps, item: SeriesOccurrence, promoted: RegistrationRow) {
  // A fresh cancel link, since only its hash was kept.
  const token = newCancelToken();
  await deps.db.update(eventRegistrations).set({ cancelTokenHash: hashToken(token) }).where(eq(eventRegistrations.id, promoted.id));
  await sendSafely(deps, () => confirmation(deps, item, "promoted", promoted.email, promoted.language, token));
}
