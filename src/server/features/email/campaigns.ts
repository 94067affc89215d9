import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CampaignCounts, campaignInput, EmailCampaign, EmailPreview, previewInput, RecipientOptions, testEmailInput } from "../../../shared/email-campaigns";
import type { LocalizedText } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { emailCampaigns, emailQueue } from "../../db/schema/email";
import { outbox } from "../../db/schema/outbox";
import { events } from "../../db/schema/events";
import { studyGroups, volunteerOpportunities } from "../../db/schema/community";
import { AppError } from "../../lib/errors";
import type { Mailer } from "../../lib/mail/mailer";
import { type Actor, recordAudit } from "../admin/audit";
import { allMinistries } from "../directory/service";
import { resolveRecipients } from "./recipients";
import { campaignMessage, markdownHtml } from "./render";
import { presentCampaign } from "./presenter";

const EMPTY_COUNTS: CampaignCounts = { total: 0, queued: 0, sending: 0, sent: 0, kept: 0, failed: 0, skipped: 0 };

async function countsOf(db: Db, ids: string[]): Promise<Map<string, CampaignCounts>> {
  const byCampaign = new Map<string, CampaignCounts>();
  if (ids.length === 0) return byCampaign;
  const rows = await db
    .select({ campaignId: emailQueue.campaignId, status: emailQueue.status, n: count() })
    .from(emailQueue)
    .where(inArray(emailQueue.campaignId, ids))
    .groupBy(emailQueue.campaignId, emailQueue.status);
  for (const row of rows) {
    const counts = byCampaign.get(row.campaignId) ?? { ...EMPTY_COUNTS };
    counts[row.status] += Number(row.n);
    counts.total += Number(row.n);
    byCampaign.set(row.campaignId, counts);
  }
  // A mail "gone" without a mail server stopped in the outbox (captured): nobody received it, and the list says so.
  const kept = await db
    .select({ campaignId: emailQueue.campaignId, n: count() })
    .from(emailQueue)
    .innerJoin(outbox, and(eq(outbox.messageKey, emailQueue.messageKey), eq(outbox.status, "captured")))
    .where(and(inArray(emailQueue.campaignId, ids), eq(emailQueue.status, "sent")))
    .groupBy(emailQueue.campaignId);
  for (const row of kept) {
    const counts = byCampaign.get(row.campaignId);
    if (!counts) continue;
    counts.kept = Number(row.n);
    counts.sent -= counts.kept;
  }
  return byCampaign;
}

/**
 * The name of the one list each campaign went to (the event, the study group, the ministry), so "Registrants of
 * an event" says which; null for a membership status (the admin names it) and for everyone.
 */
async function recipientNamesOf(db: Db, rows: Array<typeof emailCampaigns.$inferSelect>): Promise<Map<string, LocalizedText>> {
  const names = new Map<string, LocalizedText>();
  const eventIds = rows.flatMap((r) => (r.recipients.kind === "event_registrants" ? [r.recipients.eventId] : []));
  const groupIds = rows.flatMap((r) => (r.recipients.kind === "study_group" ? [r.recipients.groupId] : []));
  const wantsVolunteers = rows.some((r) => r.recipients.kind === "volunteers");
  const [eventRows, groupRows, ministryRows] = await Promise.all([
    eventIds.length ? db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, eventIds)) : [],
    groupIds.length ? db.select({ id: studyGroups.id, name: studyGroups.name }).from(studyGroups).where(inArray(studyGroups.id, groupIds)) : [],
    wantsVolunteers ? db.selectDistinct({ ministry: volunteerOpportunities.ministry }).from(volunteerOpportunities) : [],
  ]);
  for (const row of rows) {
    const r = row.recipients;
    const name =
      r.kind === "event_registrants"
        ? eventRows.find((e) => e.id === r.eventId)?.title
        : r.kind === "study_group"
          ? groupRows.find((g) => g.id === r.groupId)?.name
          : r.kind === "volunteers"
            ? (ministryRows.find((m) => m.ministry.en === r.ministry)?.ministry ?? { en: r.ministry, es: r.ministry })
            : r.kind === "ministry"
              ? { en: r.ministry, es: r.ministry }
              : undefined;
    if (name) names.set(row.id, name);
  }
  return names;
}

async function presentAll(db: Db, rows: Array<typeof emailCampaigns.$inferSelect>): Promise<EmailCampaign[]> {
  const [counts, names] = await Promise.all([countsOf(db, rows.map((r) => r.id)), recipientNamesOf(db, rows)]);
  return rows.map((row) => presentCampaign(row, counts.get(row.id) ?? EMPTY_COUNTS, names.get(row.id) ?? null));
}

/** The latest campaigns, newest first, with how many mails are delivered, kept in the outbox, failed and still to go. */
export async function listCampaigns(db: Db): Promise<EmailCampaign[]> {
  return presentAll(db, await db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt)).limit(50));
}

export async function getCampaign(db: Db, id: string): Promise<EmailCampaign> {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  if (!row) throw AppError.notFound("No such email.");
  const [campaign] = await presentAll(db, [row]);
  if (!campaign) throw AppError.notFound("No such email.");
  return campaign;
}

/**
 * Saves the campaign and queues one row per recipient in one transaction; the worker sends them from the
 * scheduled time. A selection with nobody in it is refused (nothing would be sent).
 */
export async function createCampaign(db: Db, actor: Actor, input: z.output<typeof campaignInput>, now = new Date()): Promise<EmailCampaign> {
  const recipients = await resolveRecipients(db, input.recipients);
  if (recipients.length === 0) throw new AppError("no_recipients", 422, "Nobody would receive this email.");
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : now;
  if (scheduledAt.getTime() < now.getTime() - 60_000) {
    throw AppError.validation("Choose a time from now on.", { scheduledAt: ["email.validation.scheduledPast"] });
  }
  const id = await db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(emailCampaigns)
      .values({ subject: input.subject, body: input.body, recipients: input.recipients, createdBy: actor.id, createdByEmail: actor.email, scheduledAt })
      .returning({ id: emailCampaigns.id });
    if (!campaign) throw new Error("no campaign written");
    for (let i = 0; i < recipients.length; i += 500) {
      await tx.insert(emailQueue).values(
        recipients.slice(i, i + 500).map((r) => ({
          campaignId: campaign.id,
          personId: r.personId,
          email: r.email,
          name: r.name,
          language: r.language,
          nextAttemptAt: scheduledAt,
          messageKey: `campaign-${campaign.id}-${randomUUID()}`,
        })),
      );
    }
    await recordAudit(tx, actor, {
      action: "email.campaign.create",
      targetType: "email_campaign",
      targetId: campaign.id,
      after: { subject: input.subject, recipients: input.recipients, count: recipients.length, scheduledAt: scheduledAt.toISOString() },
    });
    return campaign.id;
  });
  return getCampaign(db, id);
}

/** Stops what is still queued of a campaign; what went out already stays sent. */
export async function cancelCampaign(db: Db, actor: Actor, id: string): Promise<EmailCampaign> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
    if (!row) throw AppError.notFound("No such email.");
    if (row.cancelledAt) return;
    await tx.update(emailCampaigns).set({ cancelledAt: new Date() }).where(eq(emailCampaigns.id, id));
    await tx
      .update(emailQueue)
      .set({ status: "skipped", lastError: "cancelled" })
      .where(and(eq(emailQueue.campaignId, id), eq(emailQueue.status, "queued")));
    await recordAudit(tx, actor, { action: "email.campaign.cancel", targetType: "email_campaign", targetId: id });
  });
  return getCampaign(db, id);
}

/** How many would receive it (after unsubscribes), and the message as one of them would see it. */
export async function previewCampaign(db: Db, input: z.output<typeof previewInput>): Promise<EmailPreview> {
  const recipients = await resolveRecipients(db, input.recipients);
  return { recipientCount: recipients.length, subject: input.subject[input.language], html: markdownHtml(input.body[input.language]) };
}

/** Sends the message to the admin themself at once, marked as a test, without an unsubscribe link. */
export async function sendTestEmail(mailer: Mailer, to: string, input: z.output<typeof testEmailInput>, siteUrl?: string): Promise<void> {
  await mailer.send(campaignMessage(input, input.language, to, { test: true, siteUrl }));
}

function uniqueByKey<T extends { key: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.key) && Boolean(seen.add(item.key)));
}

/** What the compose form offers: ministries named in the directory and events with registrations to come. */
export async function recipientOptions(db: Db) {
  const [ministries, eventRows, groups, volunteerMinistries] = await Promise.all([
    allMinistries(db),
    db
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(isNull(events.archivedAt))
      .orderBy(desc(events.startsAt))
      .limit(100),
    db.select({ id: studyGroups.id, name: studyGroups.name }).from(studyGroups).where(eq(studyGroups.active, true)).orderBy(asc(sql`${studyGroups.name}->>'en'`)),
    // Kept by the English name (what the recipient rule matches), shown in the admin's language.
    db
      .selectDistinct({ ministry: volunteerOpportunities.ministry, key: sql<string>`${volunteerOpportunities.ministry}->>'en'` })
      .from(volunteerOpportunities)
      .orderBy(sql`${volunteerOpportunities.ministry}->>'en'`)
      .then((rows) => uniqueByKey(rows.map((r) => ({ key: r.key, name: r.ministry })))),
  ]);
  return { ministries, events: eventRows, groups, volunteerMinistries } satisfies RecipientOptions;
}

/** Bulk mails delivered since a moment (the dashboard's "emails sent"): not those kept in the outbox, which reached nobody. */
export async function countSentSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailQueue)
    .leftJoin(outbox, and(eq(outbox.messageKey, emailQueue.messageKey), eq(outbox.status, "captured")))
    .where(and(eq(emailQueue.status, "sent"), gte(emailQueue.sentAt, since), isNull(outbox.id)));
  return Number(row?.n ?? 0);
}
