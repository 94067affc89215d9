import { asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminGroup, AdminOpportunity, AdminTopic, groupInput, opportunityInput, shiftInput, topicInput } from "../../../shared/community";
import type { Db } from "../../db/client";
import { authUsers } from "../../db/schema/accounts";
import { discussionTopics, studyGroups, volunteerOpportunities, volunteerShifts, volunteerSignups } from "../../db/schema/community";
import { AppError } from "../../lib/errors";
import { csvDocument } from "../../lib/csv";
import { churchTimeZone } from "../site/service";
import { threadCountsByTopic } from "./discussions";
import { memberCount } from "./groups";
import { memberNameOf, presentAdminTopic, presentMeeting, presentShift, qualified } from "./presenter";
import { wallClockOf } from "../../../shared/date-format";

// ---- topics ----
export async function listAdminTopics(db: Db): Promise<AdminTopic[]> {
  const rows = await db.select().from(discussionTopics).orderBy(asc(discussionTopics.sortOrder), asc(discussionTopics.createdAt));
  const counts = await threadCountsByTopic(db, rows.map((r) => r.id));
  return rows.map((row) => presentAdminTopic(row, counts.get(row.id) ?? 0));
}

export async function saveTopic(db: Db, id: string | null, input: z.output<typeof topicInput>): Promise<AdminTopic> {
  const [row] = id
    ? await db.update(discussionTopics).set(input).where(eq(discussionTopics.id, id)).returning()
    : await db.insert(discussionTopics).values(input).returning();
  if (!row) throw AppError.notFound("That topic does not exist.");
  const counts = await threadCountsByTopic(db, [row.id]);
  return presentAdminTopic(row, counts.get(row.id) ?? 0);
}

// ---- volunteer ----

/** Every opportunity with every shift (past ones too) and who serves in each: the "who serves when" view. */
export async function listAdminOpportunities(db: Db): Promise<AdminOpportunity[]> {
  const opportunities = await db.select().from(volunteerOpportunities).orderBy(asc(volunteerOpportunities.createdAt));
  if (opportunities.length === 0) return [];
  const shifts = await db
    .select()
    .from(volunteerShifts)
    .where(inArray(volunteerShifts.opportunityId, opportunities.map((o) => o.id)))
    .orderBy(asc(volunteerShifts.startsAt));
  const volunteers = shifts.length
    ? await db
        .select({ shiftId: volunteerSignups.shiftId, name: memberNameOf(volunteerSignups.userId), email: authUsers.email })
        .from(volunteerSignups)
        .innerJoin(authUsers, eq(authUsers.id, volunteerSignups.userId))
        .where(inArray(volunteerSignups.shiftId, shifts.map((s) => s.id)))
        .orderBy(asc(volunteerSignups.createdAt))
    : [];
  return opportunities.map((o) => ({
    id: o.id,
    ministry: o.ministry,
    title: o.title,
    description: o.description,
    active: o.active,
    shifts: shifts
      .filter((s) => s.opportunityId === o.id)
      .map((s) => {
        const serving = volunteers.filter((v) => v.shiftId === s.id).map(({ name, email }) => ({ name, email }));
        return { ...presentShift(s, serving.length, false), volunteers: serving };
      }),
  }));
}

async function adminOpportunity(db: Db, id: string): Promise<AdminOpportunity> {
  const found = (await listAdminOpportunities(db)).find((o) => o.id === id);
  if (!found) throw AppError.notFound("That opportunity does not exist.");
  return found;
}

export async function saveOpportunity(db: Db, id: string | null, input: z.output<typeof opportunityInput>): Promise<AdminOpportunity> {
  const [row] = id
    ? await db.update(volunteerOpportunities).set(input).where(eq(volunteerOpportunities.id, id)).returning({ id: volunteerOpportunities.id })
    : await db.insert(volunteerOpportunities).values(input).returning({ id: volunteerOpportunities.id });
  if (!row) throw AppError.notFound("That opportunity does not exist.");
  return adminOpportunity(db, row.id);
}

export async function addShift(db: Db, opportunityId: string, input: z.output<typeof shiftInput>): Promise<AdminOpportunity> {
  const [opportunity] = await db.select({ id: volunteerOpportunities.id }).from(volunteerOpportunities).where(eq(volunteerOpportunities.id, opportunityId));
  if (!opportunity) throw AppError.notFound("That opportunity does not exist.");
  await db.insert(volunteerShifts).values({ opportunityId, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), slotsNeeded: input.slotsNeeded });
  return adminOpportunity(db, opportunityId);
}

/** Removes a shift with its sign-ups; returns the opportunity it belonged to. */
export async function deleteShift(db: Db, shiftId: string): Promise<AdminOpportunity> {
  const [deleted] = await db.delete(volunteerShifts).where(eq(volunteerShifts.id, shiftId)).returning({ opportunityId: volunteerShifts.opportunityId });
  if (!deleted) throw AppError.notFound("That shift does not exist.");
  return adminOpportunity(db, deleted.opportunityId);
}

/** Who serves when, one row per volunteer per shift, in the church's time zone. */
export async function scheduleCsv(db: Db): Promise<string> {
  const timeZone = await churchTimeZone(db);
  const local = (date: string) => wallClockOf(new Date(date), timeZone).replace("T", " ");
  const header = ["ministry", "opportunity", "starts", "ends", "slots_needed", "slots_taken", "volunteer", "email"];
  const rows: (string | number)[][] = [];
  for (const o of await listAdminOpportunities(db)) {
    for (const s of o.shifts) {
      const base = [o.ministry.en, o.title.en, local(s.startsAt), local(s.endsAt), s.slotsNeeded, s.slotsTaken];
      const people = s.volunteers.length ? s.volunteers : [{ name: "", email: "" }];
      for (const v of people) rows.push([...base, v.name, v.email]);
    }
  }
  return csvDocument(header, rows);
}

// ---- study groups ----
export async function listAdminGroups(db: Db): Promise<AdminGroup[]> {
  const rows = await db
    .select({
      group: studyGroups,
      leaderName: memberNameOf(studyGroups.leaderId),
      leaderEmail: sql<string | null>`(select u.email from auth_users u where u.id = ${qualified(studyGroups.leaderId)})`,
      memberCount,
      pendingCount: sql<number>`(select count(*)::int from study_group_members m where m.group_id = ${qualified(studyGroups.id)} and m.status = 'pending')`,
    })
    .from(studyGroups)
    .orderBy(asc(studyGroups.dayOfWeek), asc(studyGroups.time));
  return rows.map(({ group, ...r }) => ({
    id: group.id,
    name: group.name,
    topic: group.topic,
    leaderName: r.leaderName,
    leaderEmail: r.leaderEmail,
    ...presentMeeting(group),
    memberCount: Number(r.memberCount),
    pendingCount: Number(r.pendingCount),
    language: group.language,
    joinPolicy: group.joinPolicy,
    active: group.active,
  }));
}

export async function saveGroup(db: Db, id: string | null, input: z.output<typeof groupInput>): Promise<AdminGroup> {
  const { leaderEmail, ...fields } = input;
  let leaderId: string | null = null;
  if (leaderEmail) {
    const [leader] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(sql`lower(${authUsers.email})`, leaderEmail));
    if (!leader) throw AppError.validation("No member has that email.", { leaderEmail: ["community.validation.noSuchMember"] });
    leaderId = leader.id;
  }
  const [row] = id
    ? await db.update(studyGroups).set({ ...fields, leaderId }).where(eq(studyGroups.id, id)).returning({ id: studyGroups.id })
    : await db.insert(studyGroups).values({ ...fields, leaderId }).returning({ id: studyGroups.id });
  if (!row) throw AppError.notFound("That group does not exist.");
  const saved = (await listAdminGroups(db)).find((g) => g.id === row.id);
  if (!saved) throw AppError.notFound("That group does not exist.");
  return saved;
}

export async function groupExists(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: studyGroups.id }).from(studyGroups).where(eq(studyGroups.id, id));
  if (!row) throw AppError.notFound("That group does not exist.");
}
