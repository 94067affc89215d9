import { count, desc, eq, isNull } from "drizzle-orm";
import { UUID_PATTERN } from "../../../shared/address-values";
import type { SignupItem } from "../../../shared/inbox";
import type { Db } from "../../db/client";
import { smsMessages } from "../../db/schema/sms";
import { type SignupSource, signupFields } from "../inbox/signup-source";


function present(row: typeof smsMessages.$inferSelect): SignupItem {
  return {
    kind: "sms",
    id: row.id,
    name: row.phone,
    contact: row.phone,
    fields: signupFields({ message: row.body, language: row.language, ...(row.source === "trial" ? { trial: true } : {}) }),
    headline: ["message"],
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** Texts to the church's number that were not a keyword or a command: "Text message" in inbox/signups. */
export const smsMessageSource: SignupSource = {
  kind: "sms",
  async list(db: Db, { unreadOnly, limit, offset }) {
    const rows = await db
      .select()
      .from(smsMessages)
      .where(unreadOnly ? isNull(smsMessages.readAt) : undefined)
      .orderBy(desc(smsMessages.createdAt))
      .limit(limit)
      .offset(offset);
    return rows.map(present);
  },
  async setRead(db: Db, id: string, read: boolean) {
    if (!UUID_PATTERN.test(id)) return false;
    const rows = await db
      .update(smsMessages)
      .set({ readAt: read ? new Date() : null })
      .where(eq(smsMessages.id, id))
      .returning({ id: smsMessages.id });
    return rows.length > 0;
  },
  async countUnread(db: Db) {
    const [row] = await db.select({ value: count() }).from(smsMessages).where(isNull(smsMessages.readAt));
    return row?.value ?? 0;
  },
};
