import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryPage,
  type DirectoryPerson,
  type DirectoryPersonValues,
  type directoryQuery,
  MEMBERSHIP_STATUSES,
  type MembershipStatus,
} from "../../../shared/directory";
import type { Db } from "../../db/client";
import { authUsers } from "../../db/schema/accounts";
import { directoryPeople, households } from "../../db/schema/directory";
import { emailUnsubscribes } from "../../db/schema/email";
import { AppError } from "../../lib/errors";
import { containing } from "../../lib/sql-like";
import { type Actor, recordAudit } from "../admin/audit";
import { type PersonRow, presentPerson } from "./presenter";

type Query = z.output<typeof directoryQuery>;


/** Ministries trimmed, without repeats (case-insensitive), in the order given. */
export function distinctMinistries(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((n) => n.trim())
    .filter((n) => {
      const key = n.toLowerCase();
      if (!n || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The household of this name (any case), made when it is new; null for an empty name. */
export async function householdId(db: Db, name: string): Promise<string | null> {
  const trimmed = name.trim();
  if (!trimmed) return null;
  await db.insert(households).values({ name: trimmed }).onConflictDoNothing();
  const [row] = await db.select({ id: households.id }).from(households).where(sql`lower(${households.name}) = lower(${trimmed})`);
  if (!row) throw new Error(`household ${trimmed} was not written`);
  return row.id;
}

/** The row's columns for these values (the household resolved to its id). */
export async function columnsOf(db: Db, values: DirectoryPersonValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.toLowerCase(),
    phone: values.phone,
    address: values.address,
    city: values.city,
    region: values.region,
    postalCode: values.postalCode,
    householdId: await householdId(db, values.household),
    status: values.status,
    joinDate: values.joinDate || null,
    ministries: distinctMinistries(values.ministries),
    language: values.language,
    updatedAt: new Date(),
  };
}

/** Presents rows with their households, linked accounts and unsubscribes, read in three queries. */
async function presentRows(db: Db, rows: PersonRow[], withPastoralNotes: boolean): Promise<DirectoryPerson[]> {
  if (rows.length === 0) return [];
  const householdIds = [...new Set(rows.map((r) => r.householdId).filter((id): id is string => id !== null))];
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
  const emails = [...new Set(rows.map((r) => r.email).filter(Boolean))];
  const [houses, accounts, unsubscribed] = await Promise.all([
    householdIds.length ? db.select().from(households).where(inArray(households.id, householdIds)) : [],
    userIds.length ? db.select({ id: authUsers.id, email: authUsers.email }).from(authUsers).where(inArray(authUsers.id, userIds)) : [],
    emails.length ? db.select({ email: emailUnsubscribes.email }).from(emailUnsubscribes).where(inArray(emailUnsubscribes.email, emails)) : [],
  ]);
  const unsubscribedSet = new Set(unsubscribed.map((u) => u.email));
  return rows.map((row) => {
    const house = houses.find((h) => h.id === row.householdId);
    const account = accounts.find((a) => a.id === row.userId);
    return presentPerson(
      row,
      {
        household: house ? { id: house.id, name: house.name } : null,
        account: account ? { id: account.id, email: account.email } : null,
        unsubscribed: unsubscribedSet.has(row.email),
      },
      withPastoralNotes,
    );
  });
}

function whereOf(query: Query): SQL | undefined {
  const like = query.q ? containing(query.q) : undefined;
  return and(
    like
      ? or(
          ilike(directoryPeople.firstName, like),
          ilike(directoryPeople.lastName, like),
          ilike(sql`${directoryPeople.firstName} || ' ' || ${directoryPeople.lastName}`, like),
          ilike(directoryPeople.email, like),
          ilike(directoryPeople.phone, like),
        )
      : undefined,
    query.status ? eq(directoryPeople.status, query.status) : undefined,
    query.ministry ? sql`${directoryPeople.ministries} @> ${JSON.stringify([query.ministry])}::jsonb` : undefined,
    query.household ? eq(directoryPeople.householdId, query.household) : undefined,
    query.linked === "yes" ? isNotNull(directoryPeople.userId) : query.linked === "no" ? isNull(directoryPeople.userId) : undefined,
  );
}

/** Every ministry named on some record, alphabetically. */
export async function allMinistries(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: sql<string>`jsonb_array_elements_text(${directoryPeople.ministries})` })
    .from(directoryPeople)
    .orderBy(sql`1`);
  return rows.map((r) => r.name);
}

/** The directory, filtered and searched, by last name then first name, a page at a time. */
export async function listPeople(db: Db, query: Query, withPastoralNotes: boolean): Promise<DirectoryPage> {
  const where = whereOf(query);
  const [rows, [total], ministries, houses] = await Promise.all([
    db
      .select()
      .from(directoryPeople)
      .where(where)
      .orderBy(sql`lower(${directoryPeople.lastName})`, sql`lower(${directoryPeople.firstName})`, asc(directoryPeople.id))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
    db.select({ n: count() }).from(directoryPeople).where(where),
    allMinistries(db),
    db.select({ id: households.id, name: households.name }).from(households).orderBy(sql`lower(${households.name})`),
  ]);
  const n = total?.n ?? 0;
  return {
    people: await presentRows(db, rows, withPastoralNotes),
    total: n,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(n / DIRECTORY_PAGE_SIZE)),
    ministries,
    households: houses,
  };
}

export async function findRow(db: Db, id: string): Promise<PersonRow> {
  const [row] = await db.select().from(directoryPeople).where(eq(directoryPeople.id, id));
  if (!row) throw AppError.notFound("That person is not in the directory.");
  return row;
}

export async function getPerson(db: Db, id: string, withPastoralNotes: boolean): Promise<DirectoryPerson> {
  const [person] = await presentRows(db, [await findRow(db, id)], withPastoralNotes);
  if (!person) throw AppError.notFound("That person is not in the directory.");
  return person;
}

/** What the audit trail keeps of a record: everything but the pastoral notes. */
function auditView(row: PersonRow) {
  const { pastoralNotes: _notes, ...rest } = row;
  return rest;
}

export async function createPerson(db: Db, actor: Actor, values: DirectoryPersonValues, withPastoralNotes: boolean): Promise<DirectoryPerson> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(directoryPeople).values(await columnsOf(tx, values)).returning();
    if (!created) throw new Error("no directory row written");
    await recordAudit(tx, actor, { action: "directory.create", targetType: "directory_person", targetId: created.id, after: auditView(created) });
    return created;
  });
  return getPerson(db, row.id, withPastoralNotes);
}

export async function updatePerson(db: Db, actor: Actor, id: string, values: DirectoryPersonValues, withPastoralNotes: boolean): Promise<DirectoryPerson> {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id);
    const [after] = await tx.update(directoryPeople).set(await columnsOf(tx, values)).where(eq(directoryPeople.id, id)).returning();
    if (!after) throw AppError.notFound("That person is not in the directory.");
    await recordAudit(tx, actor, { action: "directory.update", targetType: "directory_person", targetId: id, before: auditView(before), after: auditView(after) });
  });
  return getPerson(db, id, withPastoralNotes);
}

export async function deletePerson(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id);
    await tx.delete(directoryPeople).where(eq(directoryPeople.id, id));
    await recordAudit(tx, actor, { action: "directory.delete", targetType: "directory_person", targetId: id, before: auditView(before) });
  });
}

/** Pastoral notes change apart from the record; the audit trail notes that they changed, never what they say. */
export async function setPastoralNotes(db: Db, actor: Actor, id: string, notes: string): Promise<DirectoryPerson> {
  await db.transaction(async (tx) => {
    await findRow(tx, id);
    await tx.update(directoryPeople).set({ pastoralNotes: notes.trim(), updatedAt: new Date() }).where(eq(directoryPeople.id, id));
    await recordAudit(tx, actor, { action: "directory.pastoral_notes", targetType: "directory_person", targetId: id });
  });
  return getPerson(db, id, true);
}

/** Links the record to the member account with this email (one record per account), or unlinks it. */
export async function linkAccount(db: Db, actor: Actor, id: string, email: string | null, withPastoralNotes: boolean): Promise<DirectoryPerson> {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id);
    let userId: string | null = null;
    if (email) {
      const [account] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
      if (!account) throw new AppError("account_not_found", 404, "No member account has that email address.");
      const [other] = await tx.select({ id: directoryPeople.id }).from(directoryPeople).where(eq(directoryPeople.userId, account.id));
      if (other && other.id !== id) throw new AppError("account_already_linked", 409, "That account is linked to another record.");
      userId = account.id;
    }
    await tx.update(directoryPeople).set({ userId, updatedAt: new Date() }).where(eq(directoryPeople.id, id));
    await recordAudit(tx, actor, {
      action: userId ? "directory.link" : "directory.unlink",
      targetType: "directory_person",
      targetId: id,
      before: { userId: before.userId },
      after: { userId },
    });
  });
  return getPerson(db, id, withPastoralNotes);
}

/** The dashboard's "new visitors this month": visitor records added since then. */
export async function newVisitorsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(directoryPeople)
    .where(and(eq(directoryPeople.status, "visitor"), gte(directoryPeople.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** How many records have each membership status. */
export async function directoryByStatus(db: Db): Promise<Record<MembershipStatus, number>> {
  const rows = await db.select({ status: directoryPeople.status, n: count() }).from(directoryPeople).groupBy(directoryPeople.status);
  return Object.fromEntries(MEMBERSHIP_STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)])) as Record<MembershipStatus, number>;
}
