import { eq } from "drizzle-orm";
import type { ConnectSettings } from "../../../shared/connect";
import type { Db } from "../../db/client";
import { connectSettings } from "../../db/schema/connect";
import { churchSettings } from "../../db/schema/site";
import { type Actor, recordAudit } from "../admin/audit";

/** What a church starts with until an admin changes it. */
export const DEFAULT_CONNECT_SETTINGS: ConnectSettings = {
  prayerNeedsApproval: false,
  staffEmails: [],
  staffDigest: false,
  classNextSession: null,
};

export async function getConnectSettings(db: Db): Promise<ConnectSettings> {
  const [row] = await db.select().from(connectSettings).where(eq(connectSettings.id, 1)).limit(1);
  if (!row) return DEFAULT_CONNECT_SETTINGS;
  return {
    prayerNeedsApproval: row.prayerNeedsApproval,
    staffEmails: row.staffEmails,
    staffDigest: row.staffDigest,
    classNextSession: row.classNextSession,
  };
}

export async function updateConnectSettings(db: Db, actor: Actor, input: ConnectSettings): Promise<ConnectSettings> {
  return db.transaction(async (tx) => {
    const before = await getConnectSettings(tx);
    const values = { ...input, staffEmails: [...new Set(input.staffEmails)], updatedAt: new Date() };
    await tx.insert(connectSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: connectSettings.id, set: values });
    const after = await getConnectSettings(tx);
    await recordAudit(tx, actor, { action: "connect_settings.update", targetType: "connect_settings", targetId: "1", before, after });
    return after;
  });
}

/** The staff addresses from the settings, or the church's own address when none is set. */
export async function staffAddresses(db: Db): Promise<string[]> {
  const settings = await getConnectSettings(db);
  if (settings.staffEmails.length > 0) return settings.staffEmails;
  const [church] = await db.select({ email: churchSettings.email }).from(churchSettings).where(eq(churchSettings.id, 1)).limit(1);
  return church?.email ? [church.email] : [];
}
