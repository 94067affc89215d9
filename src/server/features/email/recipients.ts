import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "../../../shared/zod";
import type { RecipientKind, RecipientSelection } from "../../../shared/email-campaigns";
import type { Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { directoryPeople } from "../../db/schema/directory";
import { emailUnsubscribes } from "../../db/schema/email";
import { eventRegistrations } from "../../db/schema/events";
import { authUsers } from "../../db/schema/accounts";
import { studyGroupMembers, volunteerOpportunities, volunteerShifts, volunteerSignups } from "../../db/schema/community";
import { languageOf } from "../accounts/service";

interface Recipient {
  email: string;
  name: string;
  language: Language;
  personId: string | null;
}

/** What withDirectoryLinks reads of a member account. */
const MEMBER_ACCOUNT = { email: authUsers.email, name: authUsers.name, language: authUsers.language, userId: authUsers.id };

/** Member accounts (their own address, name and language) linked to their directory record when there is one. */
async function withDirectoryLinks(db: Db, users: { email: string; name: string; language: string; userId: string }[]): Promise<Recipient[]> {
  const ids = [...new Set(users.map((u) => u.userId))];
  const links = ids.length
    ? await db.select({ id: directoryPeople.id, userId: directoryPeople.userId }).from(directoryPeople).where(inArray(directoryPeople.userId, ids))
    : [];
  return users.map((u) => ({
    email: u.email,
    name: u.name,
    language: languageOf(u.language),
    personId: links.find((l) => l.userId === u.userId)?.id ?? null,
  }));
}

type Source<K extends RecipientKind> = (db: Db, selection: Extract<RecipientSelection, { kind: K }>) => Promise<Recipient[]>;

const fromDirectory = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select({ email: directoryPeople.email, first: directoryPeople.firstName, last: directoryPeople.lastName, language: directoryPeople.language, personId: directoryPeople.id })
    .from(directoryPeople)
    .where(and(ne(directoryPeople.email, ""), where))
    .then((rows) => rows.map((r) => ({ email: r.email, name: `${r.first} ${r.last}`.trim(), language: r.language, personId: r.personId })));

/**
 * Where each kind of recipient list comes from. A new kind is one more entry here and one more variant of
 * `recipientSelection` in src/shared/email-campaigns.ts.
 */
const RECIPIENT_SOURCES: { [K in RecipientKind]: Source<K> } = {
  /** Everyone in the directory with an address, except people marked inactive. */
  all_members: (db) => fromDirectory(db, and(ne(directoryPeople.status, "inactive"))),
  status: (db, { status }) => fromDirectory(db, and(eq(directoryPeople.status, status))),
  ministry: (db, { ministry }) =>
    fromDirectory(db, and(sql`exists (select 1 from jsonb_array_elements_text(${directoryPeople.ministries}) m where lower(m) = lower(${ministry}))`)),
  /** Everyone registered (or RSVPed) for any date of the event and not cancelled, in the language they registered in. */
  event_registrants: async (db, { eventId }) => {
    const rows = await db
      .select({ email: eventRegistrations.email, name: eventRegistrations.name, language: eventRegistrations.language })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), ne(eventRegistrations.status, "cancelled")));
    const emails = [...new Set(rows.map((r) => r.email.toLowerCase()))];
    const people = emails.length
      ? await db.select({ id: directoryPeople.id, email: directoryPeople.email }).from(directoryPeople).where(inArray(directoryPeople.email, emails))
      : [];
    return rows.map((r) => ({ ...r, personId: people.find((p) => p.email === r.email.toLowerCase())?.id ?? null }));
  },
  /** The group's members (not those still waiting to be let in). */
  study_group: async (db, { groupId }) =>
    withDirectoryLinks(
      db,
      await db
        .select(MEMBER_ACCOUNT)
        .from(studyGroupMembers)
        .innerJoin(authUsers, eq(authUsers.id, studyGroupMembers.userId))
        .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.status, "member"))),
    ),
  /** Everyone signed up for a shift, past or coming, of the ministry's volunteer opportunities. */
  volunteers: async (db, { ministry }) =>
    withDirectoryLinks(
      db,
      await db
        .selectDistinct(MEMBER_ACCOUNT)
        .from(volunteerSignups)
        .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerSignups.shiftId))
        .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerShifts.opportunityId))
        .innerJoin(authUsers, eq(authUsers.id, volunteerSignups.userId))
        .where(sql`lower(${volunteerOpportunities.ministry}->>'en') = lower(${ministry})`),
    ),
};

function sourceFor<K extends RecipientKind>(selection: Extract<RecipientSelection, { kind: K }>): Source<K> {
  return RECIPIENT_SOURCES[selection.kind as K];
}

/** What may be queued as an address: checked when the mail is stored, so no queued row is one no server can send to. */
const sendableAddress = z.email();

/** The recipients of a selection: one per valid address (lowercased), without those who unsubscribed. */
export async function resolveRecipients(db: Db, selection: RecipientSelection): Promise<Recipient[]> {
  const found = await (sourceFor(selection) as Source<RecipientKind>)(db, selection as never);
  const byEmail = new Map<string, Recipient>();
  for (const r of found) {
    const email = r.email.trim().toLowerCase();
    if (sendableAddress.safeParse(email).success && !byEmail.has(email)) byEmail.set(email, { ...r, email });
  }
  if (byEmail.size === 0) return [];
  const unsubscribed = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(inArray(emailUnsubscribes.email, [...byEmail.keys()]));
  for (const { email } of unsubscribed) byEmail.delete(email);
  return [...byEmail.values()];
}
