import { desc, isNull } from "drizzle-orm";
import type { SignupItem } from "../../../shared/inbox";
import type { Db } from "../../db/client";
import { smsMessages } from "../../db/schema/sms";
import { readState, type SignupSource, signupFields } from "../inbox/signup-source";


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
  ...readState(smsMessages),
};
