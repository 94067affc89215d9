import { type Column, getTableName, sql } from "drizzle-orm";
import type { AdminTopic, DiscussionPost, DiscussionTopic, StudyGroup, ThreadSummary, VolunteerShift } from "../../../shared/community";
import type { discussionPosts, discussionThreads, discussionTopics, studyGroups, volunteerShifts } from "../../db/schema/community";
import { canLeadGroup, editDeadline, type Viewer } from "./policies";

/**
 * A column with its table's name, for correlated subqueries: drizzle leaves columns unqualified in a query
 * without joins, where a bare "id" would mean the subquery's own table.
 */
export function qualified(column: Column) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The name a member goes by on the site (display name, else full name, else the account's name). */
export function memberNameOf(userId: Column) {
  return sql<string>`(select coalesce(p.display_name, p.full_name, u.name) from auth_users u left join profiles p on p.id = u.id where u.id = ${qualified(userId)})`;
}

export function presentTopic(row: typeof discussionTopics.$inferSelect, threadCount: number): DiscussionTopic {
  return { id: row.id, name: row.name, description: row.description, threadCount };
}

export function presentAdminTopic(row: typeof discussionTopics.$inferSelect, threadCount: number): AdminTopic {
  return { ...presentTopic(row, threadCount), active: row.active, sortOrder: row.sortOrder };
}

export interface ThreadRow {
  thread: typeof discussionThreads.$inferSelect;
  authorName: string;
  replyCount: number;
}

export function presentThreadSummary(row: ThreadRow, viewerId: string): ThreadSummary {
  const { thread } = row;
  return {
    id: thread.id,
    topicId: thread.topicId,
    title: thread.title,
    authorName: row.authorName,
    replyCount: Number(row.replyCount),
    locked: thread.locked,
    hidden: thread.hidden,
    mine: thread.authorId === viewerId,
    createdAt: thread.createdAt.toISOString(),
    lastPostAt: thread.lastPostAt.toISOString(),
  };
}

export interface PostRow {
  post: typeof discussionPosts.$inferSelect;
  authorName: string;
  reportCount: number;
  reportedByMe: boolean;
}

/** A deleted post keeps its place in the conversation; its words are gone for everyone. */
export function presentPost(row: PostRow, viewer: Viewer, now = new Date()): DiscussionPost {
  const { post } = row;
  const mine = post.authorId === viewer.id;
  const deleted = post.deletedAt !== null;
  const deadline = editDeadline(post.createdAt);
  return {
    id: post.id,
    body: deleted ? null : post.body,
    authorName: row.authorName,
    mine,
    hidden: post.hidden,
    deleted,
    editableUntil: mine && !deleted && now <= deadline ? deadline.toISOString() : null,
    edited: post.editedAt !== null,
    reportedByMe: Boolean(row.reportedByMe),
    reportCount: viewer.moderator ? Number(row.reportCount) : null,
    createdAt: post.createdAt.toISOString(),
  };
}

/** When and where a group meets, and how many it takes: on the members' list and the admin's alike. */
export function presentMeeting(group: typeof studyGroups.$inferSelect): Pick<StudyGroup, "dayOfWeek" | "time" | "place" | "placeEs" | "onlineUrl" | "capacity"> {
  return {
    dayOfWeek: group.dayOfWeek,
    time: group.time,
    place: group.place,
    placeEs: group.placeEs,
    onlineUrl: group.onlineUrl,
    capacity: group.capacity,
  };
}

export function presentGroup(
  row: { group: typeof studyGroups.$inferSelect; leaderName: string | null; memberCount: number },
  viewer: Viewer | undefined,
  myStatus: StudyGroup["myStatus"],
): StudyGroup {
  const { group } = row;
  return {
    id: group.id,
    name: group.name,
    topic: group.topic,
    leaderName: row.leaderName,
    ...presentMeeting(group),
    memberCount: Number(row.memberCount),
    language: group.language,
    joinPolicy: group.joinPolicy,
    myStatus,
    canLead: viewer ? canLeadGroup(viewer, group) : false,
  };
}

export function presentShift(shift: typeof volunteerShifts.$inferSelect, taken: number, mine: boolean): VolunteerShift {
  return {
    id: shift.id,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    slotsNeeded: shift.slotsNeeded,
    slotsTaken: taken,
    signedUpByMe: mine,
  };
}
