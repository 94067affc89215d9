import { Hono } from "hono";
import {
  groupMessageInput,
  idParam,
  postEditInput,
  postModeration,
  postReportInput,
  replyInput,
  rosterDecision,
  rosterMemberParam,
  subscriptionInput,
  threadInput,
  threadListQuery,
  threadModeration,
} from "../../../shared/community";
import { validate } from "../../lib/http/validate";
import type { AppContext } from "../../app-context";
import { limitPerMember, memberIdOf, type MemberEnv, requireMember } from "../accounts/member-session";
import {
  createThread,
  deletePost,
  deleteThread,
  editPost,
  getThread,
  listMyThreads,
  listReportedPosts,
  listThreads,
  listTopics,
  moderatePost,
  moderateThread,
  replyToThread,
  reportPost,
  setSubscription,
} from "./discussions";
import { approveMember, joinGroup, leaveGroup, listGroups, listMyGroups, messageLedGroup, removeMember, rosterForLeader } from "./groups";
import { viewerOf } from "./policies";
import { cancelSignup, listMyShifts, listOpportunities, signUpForShift } from "./volunteer";

const HOUR = 3600_000;

/** Per-member limits: a member posting, reporting or emailing a group in a loop is stopped; a lively one is not. */
const COMMUNITY_RATE_LIMITS = {
  post: { limit: 30, windowMs: HOUR },
  report: { limit: 20, windowMs: HOUR },
  signup: { limit: 60, windowMs: HOUR },
  groupMessage: { limit: 10, windowMs: HOUR },
} as const;

/** /api/community: discussions (members), volunteer shifts and study groups (listed for all, joined by members). */
export function communityRoutes(ctx: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore" | "mailer" | "logger" | "publicUrl">) {
  const { db, memberAuth, rateLimitStore } = ctx;
  const member = requireMember(memberAuth);
  const limited = (action: keyof typeof COMMUNITY_RATE_LIMITS) => limitPerMember(rateLimitStore, `community:${action}`, COMMUNITY_RATE_LIMITS[action]);
  const viewer = (c: { var: { memberId: string } }) => viewerOf(db, c.var.memberId);
  const optionalViewer = async (headers: Headers) => {
    const id = await memberIdOf(memberAuth, headers);
    return id ? viewerOf(db, id) : undefined;
  };

  return (
    new Hono<MemberEnv>()
      // ---- discussions ----
      .get("/topics", async (c) => c.json({ topics: await listTopics(db) }))
      .get("/threads", member, validate("query", threadListQuery), async (c) => c.json(await listThreads(db, await viewer(c), c.req.valid("query"))))
      .post("/threads", member, limited("post"), validate("json", threadInput), async (c) =>
        c.json({ thread: await createThread(db, await viewer(c), c.req.valid("json")) }, 201),
      )
      .get("/threads/:id", member, validate("param", idParam), async (c) => c.json({ thread: await getThread(db, await viewer(c), c.req.valid("param").id) }))
      .post("/threads/:id/posts", member, limited("post"), validate("param", idParam), validate("json", replyInput), async (c) =>
        c.json({ thread: await replyToThread(ctx, await viewer(c), c.req.valid("param").id, c.req.valid("json")) }, 201),
      )
      .put("/threads/:id/subscription", member, validate("param", idParam), validate("json", subscriptionInput), async (c) =>
        c.json(await setSubscription(db, await viewer(c), c.req.valid("param").id, c.req.valid("json").subscribed)),
      )
      .patch("/threads/:id/moderation", member, validate("param", idParam), validate("json", threadModeration), async (c) =>
        c.json({ thread: await moderateThread(db, await viewer(c), c.req.valid("param").id, c.req.valid("json")) }),
      )
      .delete("/threads/:id", member, validate("param", idParam), async (c) => {
        await deleteThread(db, await viewer(c), c.req.valid("param").id);
        return c.body(null, 204);
      })
      .get("/reports", member, async (c) => c.json({ reported: await listReportedPosts(db, await viewer(c)) }))
      .put("/posts/:id", member, validate("param", idParam), validate("json", postEditInput), async (c) =>
        c.json({ thread: await editPost(db, await viewer(c), c.req.valid("param").id, c.req.valid("json").body) }),
      )
      .delete("/posts/:id", member, validate("param", idParam), async (c) => {
        await deletePost(db, await viewer(c), c.req.valid("param").id);
        return c.body(null, 204);
      })
      .patch("/posts/:id/moderation", member, validate("param", idParam), validate("json", postModeration), async (c) =>
        c.json({ thread: await moderatePost(db, await viewer(c), c.req.valid("param").id, c.req.valid("json")) }),
      )
      .post("/posts/:id/reports", member, limited("report"), validate("param", idParam), validate("json", postReportInput), async (c) => {
        await reportPost(db, await viewer(c), c.req.valid("param").id, c.req.valid("json").reason);
        return c.body(null, 204);
      })
      // ---- volunteer ----
      .get("/volunteer", async (c) => c.json({ opportunities: await listOpportunities(db, await memberIdOf(memberAuth, c.req.raw.headers)) }))
      .post("/volunteer/shifts/:id/signup", member, limited("signup"), validate("param", idParam), async (c) =>
        c.json({ shift: await signUpForShift(db, c.var.memberId, c.req.valid("param").id) }, 201),
      )
      .delete("/volunteer/shifts/:id/signup", member, validate("param", idParam), async (c) =>
        c.json({ shift: await cancelSignup(db, c.var.memberId, c.req.valid("param").id) }),
      )
      // ---- study groups ----
      .get("/groups", async (c) => c.json(await listGroups(db, await optionalViewer(c.req.raw.headers))))
      .post("/groups/:id/membership", member, limited("signup"), validate("param", idParam), async (c) =>
        c.json({ group: await joinGroup(db, await viewer(c), c.req.valid("param").id) }),
      )
      .delete("/groups/:id/membership", member, validate("param", idParam), async (c) =>
        c.json({ group: await leaveGroup(db, await viewer(c), c.req.valid("param").id) }),
      )
      .get("/groups/:id/roster", member, validate("param", idParam), async (c) =>
        c.json({ roster: await rosterForLeader(db, await viewer(c), c.req.valid("param").id) }),
      )
      .patch("/groups/:id/roster/:userId", member, validate("param", rosterMemberParam), validate("json", rosterDecision), async (c) => {
        const { id, userId } = c.req.valid("param");
        return c.json({ roster: await approveMember(db, await viewer(c), id, userId) });
      })
      .delete("/groups/:id/roster/:userId", member, validate("param", rosterMemberParam), async (c) => {
        const { id, userId } = c.req.valid("param");
        return c.json({ roster: await removeMember(db, await viewer(c), id, userId) });
      })
      .post("/groups/:id/messages", member, limited("groupMessage"), validate("param", idParam), validate("json", groupMessageInput), async (c) =>
        c.json(await messageLedGroup(ctx, await viewer(c), c.req.valid("param").id, c.req.valid("json"))),
      )
      // ---- my community ----
      .get("/mine", member, async (c) => {
        const me = await viewer(c);
        const [threads, shifts, groups] = await Promise.all([listMyThreads(db, me), listMyShifts(db, me.id), listMyGroups(db, me)]);
        return c.json({ threads, shifts, groups });
      })
  );
}
