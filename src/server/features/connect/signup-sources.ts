import { and, desc, eq, isNull } from "drizzle-orm";
import { CONNECT_SUBMISSION_KINDS, type ConnectSubmissionKind } from "../../../shared/connect";
import type { SignupItem } from "../../../shared/inbox";
import type { Db } from "../../db/client";
import { connectSubmissions } from "../../db/schema/connect";
import { readState, type SignupSource, signupFields } from "../inbox/signup-source";


/** The fields the inbox's one-line summary shows, per form. */
const HEADLINES: Record<ConnectSubmissionKind, string[]> = {
  visit: ["visitDate", "partySize", "childrenAges"],
  text: ["keyword", "wantsVisit", "prayerRequest", "heardFrom"],
  class: ["session"],
  membership: ["message"],
};

function present(row: typeof connectSubmissions.$inferSelect): SignupItem {
  // The headline's fields first, in its order: a stored form's keys come back in the database's own order
  // (jsonb sorts them), not the form's.
  const headline = HEADLINES[row.kind];
  const rank = (key: string) => (headline.includes(key) ? headline.indexOf(key) : headline.length);
  const fields = signupFields({ ...row.details, language: row.language }).sort((a, b) => rank(a.key) - rank(b.key));
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    contact: [row.email, row.phone].filter(Boolean).join(" · "),
    fields,
    headline: headline.filter((key) => fields.some((f) => f.key === key)),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

function sourceFor(kind: ConnectSubmissionKind): SignupSource {
  const ofKind = eq(connectSubmissions.kind, kind);
  return {
    kind,
    async list(db: Db, { unreadOnly, limit, offset }) {
      const rows = await db
        .select()
        .from(connectSubmissions)
        .where(and(ofKind, unreadOnly ? isNull(connectSubmissions.readAt) : undefined))
        .orderBy(desc(connectSubmissions.createdAt))
        .limit(limit)
        .offset(offset);
      return rows.map(present);
    },
    ...readState(connectSubmissions, ofKind),
  };
}

/** The visit, membership and class forms and the texted connection card: one inbox/signups source each. */
export const connectSignupSources: SignupSource[] = CONNECT_SUBMISSION_KINDS.map(sourceFor);
