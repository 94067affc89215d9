import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  DISCUSSION_PAGE_SIZE,
  type DiscussionThread,
  type DiscussionTopic,
  type postModeration,
  type replyInput,
  type threadInput,
  type threadModeration,
  type ReportedPost,
  type ThreadPage,
  type ThreadSummary,
} from "../../../shared/community";
import type { Db } from "../../db/client";
import { authUsers } from "../../db/schema/accounts";
import { discussionPosts, discussionReports, discussionSubscriptions, discussionThreads, discussionTopics } from "../../db/schema/community";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { languageOf } from "../accounts/service";
import { plainEmail } from "../../lib/mail/plain-email";
import { sendEach } from "../../lib/each-alone";
import { assertModerator, canDeletePost, canEditPost, canReply, postVisibleTo, threadVisibleTo, type Viewer, visibleThreadWhere } from "./policies";
import { memberNameOf, qualified, type PostRow, presentPost, presentThreadSummary, presentTopic, type ThreadRow } from "./presenter";

export interface CommunityDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

const threadNotFound = () => AppError.notFound("That discussion is not available.");
const postNotFound = () => AppError.notFound("That post is not available.");

/** Replies shown in the list: every post but the opening one that is still there. */
const replyCount = sql<number>`(select count(*)::int - 1 from discussion_posts dp where dp.thread_id = ${qualified(discussionThreads.id)})`;

/** Active topics in their order, with how many visible threads each holds. */
export async function listTopics(db: Db): Promise<DiscussionTopic[]> {
  const rows = await db
    .select({
      topic: discussionTopics,
      threads: sql<number>`(select count(*)::int from discussion_threads dt where dt.topic_id = ${qualified(discussionTopics.id)} and not dt.hidden)`,
    })
    .from(discussionTopics)
    .where(eq(discussionTopics.active, true))
    .orderBy(asc(discussionTopics.sortOrder), asc(discussionTopics.createdAt));
  return rows.map((r) => presentTopic(r.topic, Number(r.threads)));
}

async function selectThreads(db: Db, viewer: Viewer, where: ReturnType<typeof and>, limit: number, offset = 0): Promise<ThreadSummary[]> {
  const rows: ThreadRow[] = await db
    .select({ thread: discussionThreads, authorName: memberNameOf(discussionThreads.authorId), replyCount })
    .from(discussionThreads)
    .where(and(where, threadVisibleTo(viewer)))
    .orderBy(desc(discussionThreads.lastPostAt), desc(discussionThreads.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => presentThreadSummary(row, viewer.id));
}

/** Threads with the latest conversation first, in one topic or all of them. */
export async function listThreads(db: Db, viewer: Viewer, query: { topic?: string; page: number }): Promise<ThreadPage> {
  const where = query.topic ? and(eq(discussionThreads.topicId, query.topic)) : undefined;
  const rows = await selectThreads(db, viewer, where, DISCUSSION_PAGE_SIZE + 1, (query.page - 1) * DISCUSSION_PAGE_SIZE);
  return { threads: rows.slice(0, DISCUSSION_PAGE_SIZE), page: query.page, hasMore: rows.length > DISCUSSION_PAGE_SIZE };
}

/** Threads the member started or replied to, latest conversation first. */
export async function listMyThreads(db: Db, viewer: Viewer, limit = 20): Promise<ThreadSummary[]> {
  const took = sql`exists(select 1 from discussion_posts dp where dp.thread_id = ${qualified(discussionThreads.id)} and dp.author_id = ${viewer.id})`;
  return selectThreads(db, viewer, and(took), limit);
}

export async function getThread(db: Db, viewer: Viewer, id: string): Promise<DiscussionThread> {
  const [summary] = await selectThreads(db, viewer, and(eq(discussionThreads.id, id)), 1);
  if (!summary) throw threadNotFound();
  const rows: PostRow[] = await db
    .select({
      post: discussionPosts,
      authorName: memberNameOf(discussionPosts.authorId),
      reportCount: sql<number>`(select count(*)::int from discussion_reports r where r.post_id = ${qualified(discussionPosts.id)})`,
      reportedByMe: sql<boolean>`exists(select 1 from discussion_reports r where r.post_id = ${qualified(discussionPosts.id)} and r.user_id = ${viewer.id})`,
    })
    .from(discussionPosts)
    .where(and(eq(discussionPosts.threadId, id), postVisibleTo(viewer)))
    .orderBy(asc(discussionPosts.createdAt), asc(discussionPosts.id));
  const [subscription] = await db
    .select({ one: sql`1` })
    .from(discussionSubscriptions)
    .where(and(eq(discussionSubscriptions.threadId, id), eq(discussionSubscriptions.userId, viewer.id)));
  const now = new Date();
  return { ...summary, posts: rows.map((row) => presentPost(row, viewer, now)), subscribed: Boolean(subscription), canModerate: viewer.moderator };
}

/** The thread and its opening post, in one transaction; the author is subscribed when they asked to be. */
export async function createThread(db: Db, viewer: Viewer, input: z.output<typeof threadInput>): Promise<DiscussionThread> {
  const id = await db.transaction(async (tx) => {
    const [topic] = await tx
      .select({ id: discussionTopics.id })
      .from(discussionTopics)
      .where(and(eq(discussionTopics.id, input.topicId), eq(discussionTopics.active, true)));
    if (!topic) throw AppError.validation("Choose a topic.", { topicId: ["community.validation.topic"] });
    const [thread] = await tx
      .insert(discussionThreads)
      .values({ topicId: topic.id, authorId: viewer.id, title: input.title })
      .returning({ id: discussionThreads.id });
    if (!thread) throw new AppError("internal_error", 500, "The discussion was not saved.");
    await tx.insert(discussionPosts).values({ threadId: thread.id, authorId: viewer.id, body: input.body });
    if (input.notifyOnReply) await tx.insert(discussionSubscriptions).values({ threadId: thread.id, userId: viewer.id });
    return thread.id;
  });
  return getThread(db, viewer, id);
}

/** A reply; the thread's subscribers (but the one replying) hear about it by email afterwards. */
export async function replyToThread(deps: CommunityDeps, viewer: Viewer, threadId: string, input: z.output<typeof replyInput>): Promise<DiscussionThread> {
  const { db } = deps;
  const thread = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(discussionThreads).where(visibleThreadWhere(viewer, threadId)).for("update");
    if (!row) throw threadNotFound();
    if (!canReply(viewer, row)) throw new AppError("thread_locked", 409, "This discussion is closed to new replies.");
    const [post] = await tx.insert(discussionPosts).values({ threadId, authorId: viewer.id, body: input.body }).returning();
    if (!post) throw new AppError("internal_error", 500, "The reply was not saved.");
    await tx.update(discussionThreads).set({ lastPostAt: post.createdAt }).where(eq(discussionThreads.id, threadId));
    if (input.notifyOnReply) await tx.insert(discussionSubscriptions).values({ threadId, userId: viewer.id }).onConflictDoNothing();
    return row;
  });
  await notifySubscribers(deps, viewer, thread, input.body);
  return getThread(db, viewer, threadId);
}

/** Emails who asked for it; a failed email is logged, never a failed reply. */
async function notifySubscribers(deps: CommunityDeps, viewer: Viewer, thread: { id: string; title: string }, body: string) {
  try {
    const recipients = await deps.db
      .select({ email: authUsers.email, language: authUsers.language })
      .from(discussionSubscriptions)
      .innerJoin(authUsers, eq(authUsers.id, discussionSubscriptions.userId))
      .where(and(eq(discussionSubscriptions.threadId, thread.id), ne(discussionSubscriptions.userId, viewer.id)));
    if (recipients.length === 0) return;
    const [author] = await deps.db.select({ name: memberNameOf(authUsers.id) }).from(authUsers).where(eq(authUsers.id, viewer.id));
    const link = new URL(`/community?tab=discussions&thread=${thread.id}`, deps.publicUrl).toString();
    const excerpt = body.length > 400 ? `${body.slice(0, 400)}…` : body;
    await sendEach(
      deps.mailer,
      recipients.map((recipient) => {
        const es = languageOf(recipient.language) === "es";
        const subject = es ? `Nueva respuesta en "${thread.title}"` : `New reply in "${thread.title}"`;
        const intro = es ? `${author?.name ?? "Un miembro"} respondió:` : `${author?.name ?? "A member"} replied:`;
        const stop = es
          ? "Recibes este correo porque pediste avisos de respuestas. Puedes dejar de recibirlos en la conversación."
          : "You get this email because you asked to hear about replies. You can turn them off in the discussion.";
        return plainEmail({ kind: "community.discussion-reply" }, recipient.email, subject, [intro, excerpt, link, stop]);
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error }, "discussion reply notification failed");
  }
}

async function visiblePost(db: Db, viewer: Viewer, postId: string) {
  const [row] = await db
    .select({ post: discussionPosts, thread: discussionThreads })
    .from(discussionPosts)
    .innerJoin(discussionThreads, eq(discussionThreads.id, discussionPosts.threadId))
    .where(and(eq(discussionPosts.id, postId), postVisibleTo(viewer), threadVisibleTo(viewer)));
  if (!row) throw postNotFound();
  return row;
}

export async function editPost(db: Db, viewer: Viewer, postId: string, body: string): Promise<DiscussionThread> {
  const { post, thread } = await visiblePost(db, viewer, postId);
  if (post.authorId !== viewer.id) throw new AppError("forbidden", 403, "You can only edit your own posts.");
  if (!canEditPost(viewer, post)) throw new AppError("edit_window_closed", 409, "The time to edit this post has passed.");
  await db.update(discussionPosts).set({ body, editedAt: new Date() }).where(eq(discussionPosts.id, postId));
  return getThread(db, viewer, thread.id);
}

/** The author (or a moderator) deletes a post: its words go, its place in the conversation stays. */
export async function deletePost(db: Db, viewer: Viewer, postId: string): Promise<void> {
  const { post } = await visiblePost(db, viewer, postId);
  if (!canDeletePost(viewer, post)) throw new AppError("forbidden", 403, "You can only delete your own posts.");
  await db.update(discussionPosts).set({ deletedAt: new Date(), body: "" }).where(eq(discussionPosts.id, postId));
}

export async function reportPost(db: Db, viewer: Viewer, postId: string, reason: string | null): Promise<void> {
  const { post } = await visiblePost(db, viewer, postId);
  if (post.authorId === viewer.id) throw AppError.validation("You cannot report your own post.");
  await db.insert(discussionReports).values({ postId, userId: viewer.id, reason }).onConflictDoNothing();
}

export async function moderateThread(db: Db, viewer: Viewer, id: string, change: z.output<typeof threadModeration>): Promise<DiscussionThread> {
  assertModerator(viewer);
  const updated = await db.update(discussionThreads).set(change).where(eq(discussionThreads.id, id)).returning({ id: discussionThreads.id });
  if (updated.length === 0) throw threadNotFound();
  return getThread(db, viewer, id);
}

export async function moderatePost(db: Db, viewer: Viewer, id: string, change: z.output<typeof postModeration>): Promise<DiscussionThread> {
  assertModerator(viewer);
  const [updated] = await db.update(discussionPosts).set({ hidden: change.hidden }).where(eq(discussionPosts.id, id)).returning({ threadId: discussionPosts.threadId });
  if (!updated) throw postNotFound();
  return getThread(db, viewer, updated.threadId);
}

/** A moderator removes a whole thread with its replies. */
export async function deleteThread(db: Db, viewer: Viewer, id: string): Promise<void> {
  assertModerator(viewer);
  const deleted = await db.delete(discussionThreads).where(eq(discussionThreads.id, id)).returning({ id: discussionThreads.id });
  if (deleted.length === 0) throw threadNotFound();
}

export async function setSubscription(db: Db, viewer: Viewer, threadId: string, subscribed: boolean): Promise<{ subscribed: boolean }> {
  const [thread] = await db.select({ id: discussionThreads.id }).from(discussionThreads).where(visibleThreadWhere(viewer, threadId));
  if (!thread) throw threadNotFound();
  if (subscribed) await db.insert(discussionSubscriptions).values({ threadId, userId: viewer.id }).onConflictDoNothing();
  else await db.delete(discussionSubscriptions).where(and(eq(discussionSubscriptions.threadId, threadId), eq(discussionSubscriptions.userId, viewer.id)));
  return { subscribed };
}

/** For the admin topic list: how many threads each topic holds, hidden ones included. */
export async function threadCountsByTopic(db: Db, topicIds: string[]): Promise<Map<string, number>> {
  if (topicIds.length === 0) return new Map();
  const rows = await db
    .select({ topicId: discussionThreads.topicId, n: count() })
    .from(discussionThreads)
    .where(inArray(discussionThreads.topicId, topicIds))
    .groupBy(discussionThreads.topicId);
  return new Map(rows.map((r) => [r.topicId, Number(r.n)]));
}

/** Posts members reported and a moderator has not hidden or deleted yet, newest report first. */
export async function listReportedPosts(db: Db, viewer: Viewer): Promise<ReportedPost[]> {
  assertModerator(viewer);
  const rows = await db
    .select({
      post: discussionPosts,
      threadTitle: discussionThreads.title,
      authorName: memberNameOf(discussionPosts.authorId),
      reportCount: sql<number>`(select count(*)::int from discussion_reports r where r.post_id = ${qualified(discussionPosts.id)})`,
      reasons: sql<string[]>`(select coalesce(array_agg(r.reason order by r.created_at desc) filter (where r.reason is not null), '{}') from discussion_reports r where r.post_id = ${qualified(discussionPosts.id)})`,
    })
    .from(discussionPosts)
    .innerJoin(discussionThreads, eq(discussionThreads.id, discussionPosts.threadId))
    .where(and(sql`exists(select 1 from discussion_reports r where r.post_id = ${qualified(discussionPosts.id)})`, eq(discussionPosts.hidden, false), isNull(discussionPosts.deletedAt)))
    .orderBy(desc(sql`(select max(r.created_at) from discussion_reports r where r.post_id = ${qualified(discussionPosts.id)})`))
    .limit(100);
  const now = new Date();
  return rows.map((row) => ({
    threadId: row.post.threadId,
    threadTitle: row.threadTitle,
    post: presentPost({ post: row.post, authorName: row.authorName, reportCount: row.reportCount, reportedByMe: false }, viewer, now),
    reasons: row.reasons,
  }));
}
