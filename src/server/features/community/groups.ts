import { and, asc, eq, sql } from "drizzle-orm";
import type { GroupMessageInput, GroupsResponse, MyGroup, RosterEntry, StudyGroup } from "../../../shared/community";
import type { Db } from "../../db/client";
import { authUsers } from "../../db/schema/accounts";
import { studyGroupMembers, studyGroups } from "../../db/schema/community";
import { AppError } from "../../lib/errors";
import { plainEmail } from "../../lib/mail/plain-email";
import { currentGuide } from "../study/service";
import type { CommunityDeps } from "./discussions";
import { canLeadGroup, type Viewer } from "./policies";
import { memberNameOf, presentGroup, qualified } from "./presenter";

const groupNotFound = () => AppError.notFound("That group is not available.");

/** Counted from the rows, so the number is always the number of members. */
export const memberCount = sql<number>`(select count(*)::int from study_group_members m where m.group_id = ${qualified(studyGroups.id)} and m.status = 'member')`;

/** Active groups by meeting day and time, with the viewer's place in each and this week's study guide. */
export async function listGroups(db: Db, viewer: Viewer | undefined): Promise<GroupsResponse> {
  const rows = await db
    .select({
      group: studyGroups,
      leaderName: memberNameOf(studyGroups.leaderId),
      memberCount,
      myStatus: viewer
        ? sql<string | null>`(select m.status from study_group_members m where m.group_id = ${qualified(studyGroups.id)} and m.user_id = ${viewer.id})`
        : sql<null>`null`,
    })
    .from(studyGroups)
    .where(eq(studyGroups.active, true))
    .orderBy(asc(studyGroups.dayOfWeek), asc(studyGroups.time));
  const guide = await currentGuide(db);
  return {
    groups: rows.map((row) => presentGroup(row, viewer, row.myStatus === "member" || row.myStatus === "pending" ? row.myStatus : null)),
    guide: guide ? { weekStart: guide.weekStart, title: guide.title } : null,
  };
}

async function oneGroup(db: Db, viewer: Viewer, groupId: string): Promise<StudyGroup> {
  const { groups } = await listGroups(db, viewer);
  const group = groups.find((g) => g.id === groupId);
  if (!group) throw groupNotFound();
  return group;
}

/**
 * Join an open group (a place is taken at once, if one is left) or ask to join a by-request group. The group row
 * is locked before the members are counted, so parallel joins for the last place give exactly one member.
 */
export async function joinGroup(db: Db, viewer: Viewer, groupId: string): Promise<StudyGroup> {
  await db.transaction(async (tx) => {
    const [group] = await tx.select().from(studyGroups).where(and(eq(studyGroups.id, groupId), eq(studyGroups.active, true))).for("update");
    if (!group) throw groupNotFound();
    const [existing] = await tx
      .select({ status: studyGroupMembers.status })
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, viewer.id)));
    if (existing) return;
    if (group.joinPolicy === "request") {
      await tx.insert(studyGroupMembers).values({ groupId, userId: viewer.id, status: "pending" });
      return;
    }
    await takePlace(tx, group, viewer.id);
  });
  return oneGroup(db, viewer, groupId);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Adds a member if the group has room (the caller holds the group row's lock). */
async function takePlace(tx: Tx, group: typeof studyGroups.$inferSelect, userId: string) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, group.id), eq(studyGroupMembers.status, "member")));
  if (Number(n) >= group.capacity) throw new AppError("group_full", 409, "This group is full.");
  await tx
    .insert(studyGroupMembers)
    .values({ groupId: group.id, userId, status: "member" })
    .onConflictDoUpdate({ target: [studyGroupMembers.groupId, studyGroupMembers.userId], set: { status: "member" } });
}

/** Leave a group, or withdraw a request to join. */
export async function leaveGroup(db: Db, viewer: Viewer, groupId: string): Promise<StudyGroup> {
  await db.delete(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, viewer.id)));
  return oneGroup(db, viewer, groupId);
}

async function ledGroup(db: Db, viewer: Viewer, groupId: string) {
  const [group] = await db.select().from(studyGroups).where(eq(studyGroups.id, groupId));
  if (!group) throw groupNotFound();
  if (!canLeadGroup(viewer, group)) throw new AppError("forbidden", 403, "Only the group's leader sees its members.");
  return group;
}

export async function groupRoster(db: Db, groupId: string): Promise<RosterEntry[]> {
  const rows = await db
    .select({ member: studyGroupMembers, name: memberNameOf(studyGroupMembers.userId), email: authUsers.email })
    .from(studyGroupMembers)
    .innerJoin(authUsers, eq(authUsers.id, studyGroupMembers.userId))
    .where(eq(studyGroupMembers.groupId, groupId))
    .orderBy(asc(studyGroupMembers.status), asc(studyGroupMembers.createdAt));
  return rows.map((r) => ({ userId: r.member.userId, name: r.name, email: r.email, status: r.member.status, joinedAt: r.member.createdAt.toISOString() }));
}

export async function rosterForLeader(db: Db, viewer: Viewer, groupId: string): Promise<RosterEntry[]> {
  await ledGroup(db, viewer, groupId);
  return groupRoster(db, groupId);
}

/** The leader lets a pending member in (if there is room). */
export async function approveMember(db: Db, viewer: Viewer, groupId: string, userId: string): Promise<RosterEntry[]> {
  await ledGroup(db, viewer, groupId);
  await db.transaction(async (tx) => {
    const [group] = await tx.select().from(studyGroups).where(eq(studyGroups.id, groupId)).for("update");
    if (!group) throw groupNotFound();
    const [pending] = await tx
      .select({ status: studyGroupMembers.status })
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
    if (!pending) throw AppError.notFound("That member has not asked to join.");
    if (pending.status === "member") return;
    await takePlace(tx, group, userId);
  });
  return groupRoster(db, groupId);
}

/** The leader declines a request or removes a member. */
export async function removeMember(db: Db, viewer: Viewer, groupId: string, userId: string): Promise<RosterEntry[]> {
  await ledGroup(db, viewer, groupId);
  await db.delete(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
  return groupRoster(db, groupId);
}

/** One email to each member of the group (not to those still waiting), from the site, replying to the sender. */
export async function messageGroup(
  deps: CommunityDeps,
  groupId: string,
  sender: { name: string; email: string },
  message: { subject: string; body: string },
): Promise<{ sent: number }> {
  const roster = (await groupRoster(deps.db, groupId)).filter((m) => m.status === "member");
  const [group] = await deps.db.select({ name: studyGroups.name }).from(studyGroups).where(eq(studyGroups.id, groupId));
  if (!group) throw groupNotFound();
  for (const member of roster) {
    await deps.mailer.send(plainEmail({ kind: "community.group-message" }, member.email, `[${group.name.en}] ${message.subject}`, [message.body, `— ${sender.name} (${sender.email})`]));
  }
  return { sent: roster.length };
}

export async function messageLedGroup(deps: CommunityDeps, viewer: Viewer, groupId: string, input: GroupMessageInput & { subject: string; body: string }) {
  await ledGroup(deps.db, viewer, groupId);
  const [me] = await deps.db.select({ name: memberNameOf(authUsers.id), email: authUsers.email }).from(authUsers).where(eq(authUsers.id, viewer.id));
  if (!me) throw new AppError("unauthorized", 401, "Please sign in first.");
  return messageGroup(deps, groupId, me, input);
}

/** The groups the member belongs to, waits for, or leads. */
export async function listMyGroups(db: Db, viewer: Viewer): Promise<MyGroup[]> {
  const mine = sql<string | null>`(select m.status from study_group_members m where m.group_id = ${qualified(studyGroups.id)} and m.user_id = ${viewer.id})`;
  const rows = await db
    .select({ group: studyGroups, status: mine })
    .from(studyGroups)
    .where(and(eq(studyGroups.active, true), sql`(${qualified(studyGroups.leaderId)} = ${viewer.id} or ${mine} is not null)`))
    .orderBy(asc(studyGroups.dayOfWeek), asc(studyGroups.time));
  return rows.map(({ group, status }) => ({
    id: group.id,
    name: group.name,
    status: status === "pending" ? "pending" : "member",
    dayOfWeek: group.dayOfWeek,
    time: group.time,
    leads: group.leaderId === viewer.id,
  }));
}
