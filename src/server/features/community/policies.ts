import { and, eq, or, type SQL } from "drizzle-orm";
import { holdsRole } from "../../../shared/account-constants";
import { DISCUSSION_EDIT_WINDOW_MINUTES } from "../../../shared/community";
import type { Db } from "../../db/client";
import { discussionPosts, discussionThreads } from "../../db/schema/community";
import { roleRefused } from "../accounts/member-session";
import { rolesOf } from "../accounts/service";

/**
 * Who may do what in the community hub. Moderators and admins are members with that role in user_roles
 * (SPEC.md section 6); everything else is decided by authorship, leadership and time.
 */
export interface Viewer {
  id: string;
  moderator: boolean;
  admin: boolean;
}

export async function viewerOf(db: Db, id: string): Promise<Viewer> {
  const roles = await rolesOf(db, id);
  return { id, admin: holdsRole(roles, "admin"), moderator: holdsRole(roles, "moderator") };
}

/** Hiding, locking and deleting others' threads and posts, and the reports queue: moderators only (403). */
export function assertModerator(viewer: Viewer): void {
  if (!viewer.moderator) throw roleRefused("moderator");
}

/** A hidden thread is seen by its author and moderators only. */
export function threadVisibleTo(viewer: Viewer): SQL | undefined {
  return viewer.moderator ? undefined : or(eq(discussionThreads.hidden, false), eq(discussionThreads.authorId, viewer.id));
}

/** A hidden post likewise. */
export function postVisibleTo(viewer: Viewer): SQL | undefined {
  return viewer.moderator ? undefined : or(eq(discussionPosts.hidden, false), eq(discussionPosts.authorId, viewer.id));
}

export function visibleThreadWhere(viewer: Viewer, id: string) {
  return and(eq(discussionThreads.id, id), threadVisibleTo(viewer));
}

export function editDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + DISCUSSION_EDIT_WINDOW_MINUTES * 60_000);
}

/** Only the author edits, and only within the edit window; nobody edits a deleted post or one in a locked thread. */
export function canEditPost(viewer: Viewer, post: { authorId: string; createdAt: Date; deletedAt: Date | null }, now = new Date()): boolean {
  return post.authorId === viewer.id && post.deletedAt === null && now <= editDeadline(post.createdAt);
}

/** The author deletes their own post at any time; a moderator deletes anyone's. */
export function canDeletePost(viewer: Viewer, post: { authorId: string }): boolean {
  return post.authorId === viewer.id || viewer.moderator;
}

export function canReply(viewer: Viewer, thread: { locked: boolean; hidden: boolean }): boolean {
  return !thread.hidden && (!thread.locked || viewer.moderator);
}

/** A group's leader sees its roster and writes to it; so does a member with the admin role. */
export function canLeadGroup(viewer: Viewer, group: { leaderId: string | null }): boolean {
  return viewer.admin || group.leaderId === viewer.id;
}
