import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { connectSettings, connectSubmissions, meetingRequests } from "../../db/schema/connect";
import { prayerRequests } from "../../db/schema/prayer";
import { smsMessages } from "../../db/schema/sms";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { plainEmail } from "../../lib/mail/plain-email";
import { sendEach } from "../../lib/each-alone";
import { getConnectSettings, staffAddresses } from "./settings";
import { prayerOutsideTheInbox } from "../prayer/policies";

const DAY_MS = 24 * 3600_000;

interface StaffNotice {
  /** A prayer request's notice is its own kind: the outbox shows it to the prayer team's scope (message-kinds.ts). */
  kind?: "connect.staff-notice" | "prayer.staff-notice";
  subject: string;
  lines: string[];
  /** Path of the admin page where the item waits, e.g. /admin/inbox/signups. */
  adminPath: string;
}

/**
 * Tells the staff of a new item, one email per address, unless they asked for the daily digest. A mail
 * failure is logged, never shown to the visitor: their submission is already saved.
 */
export async function notifyStaff(db: Db, mailer: Mailer, logger: Logger, publicUrl: string, notice: StaffNotice) {
  try {
    const settings = await getConnectSettings(db);
    if (settings.staffDigest) return;
    const link = new URL(notice.adminPath, publicUrl).toString();
    const lines = [...notice.lines, `Open the inbox: ${link}`];
    await sendEach(mailer, (await staffAddresses(db)).map((to) => plainEmail({ kind: notice.kind ?? "connect.staff-notice" }, to, notice.subject, lines)));
  } catch (error) {
    logger.error({ err: error, subject: notice.subject }, "staff notification failed");
  }
}

/**
 * The daily digest: every prayer request (its category and visibility, never its words), signup, meeting request and
 * text message since the last digest, in one email per staff address. Returns how many items it listed (0 sends
 * nothing).
 */
export async function sendStaffDigest(db: Db, mailer: Mailer, publicUrl: string, now = new Date()): Promise<number> {
  const settings = await getConnectSettings(db);
  if (!settings.staffDigest) return 0;
  const [row] = await db.select({ last: connectSettings.lastDigestAt }).from(connectSettings).where(eq(connectSettings.id, 1));
  // Once a day: an hourly caller sends nothing until 24 hours have passed since the last digest.
  if (row?.last && now.getTime() - row.last.getTime() < DAY_MS - 5 * 60_000) return 0;
  const since = row?.last ?? new Date(now.getTime() - DAY_MS);
  const window = <T extends { createdAt: Parameters<typeof gt>[0] }>(t: T) => and(gt(t.createdAt, since), lte(t.createdAt, now));
  const [prayers, signups, meetings, texts] = await Promise.all([
    db.select({ category: prayerRequests.category, visibility: prayerRequests.visibility }).from(prayerRequests).where(window(prayerRequests)),
    db.select({ kind: connectSubmissions.kind, name: connectSubmissions.name }).from(connectSubmissions).where(window(connectSubmissions)),
    db.select({ name: meetingRequests.name, topic: meetingRequests.topic }).from(meetingRequests).where(window(meetingRequests)),
    db.select({ phone: smsMessages.phone, body: smsMessages.body }).from(smsMessages).where(window(smsMessages)),
  ]);
  const total = prayers.length + signups.length + meetings.length + texts.length;
  // Claimed by moving lastDigestAt on from the value read above: of several servers whose hourly checks fire
  // together, one moves it and sends; the others find it moved and send nothing.
  const claimed = await db
    .update(connectSettings)
    .set({ lastDigestAt: now })
    .where(and(eq(connectSettings.id, 1), row?.last ? eq(connectSettings.lastDigestAt, row.last) : isNull(connectSettings.lastDigestAt)))
    .returning({ id: connectSettings.id });
  if (claimed.length === 0 || total === 0) return 0;
  const lines = [
    `New since ${since.toISOString()}:`,
    `Prayer requests (${prayers.length}): ${new URL("/admin/inbox/prayer", publicUrl).toString()}`,
    // As in the single notice: a prayer's words are read in the inbox, never in a mailbox (prayer/policies.ts).
    ...prayers.map((p) => `  - ${prayerOutsideTheInbox(p)}`),
    `Signups (${signups.length}): ${new URL("/admin/inbox/signups", publicUrl).toString()}`,
    ...signups.map((s) => `  - ${s.kind}: ${s.name}`),
    `Meeting requests (${meetings.length}): ${new URL("/admin/inbox/meetings", publicUrl).toString()}`,
    ...meetings.map((m) => `  - ${m.name}: ${m.topic}`),
    ...(texts.length > 0 ? [`Text messages (${texts.length}): ${new URL("/admin/inbox/signups", publicUrl).toString()}`, ...texts.map((m) => `  - ${m.phone}: ${m.body.slice(0, 80)}`)] : []),
  ];
  const subject = `Daily summary: ${total} new item${total === 1 ? "" : "s"}`;
  await sendEach(mailer, (await staffAddresses(db)).map((to) => plainEmail({ kind: "connect.staff-digest" }, to, subject, lines)));
  return total;
}
