import { parse } from "csv-parse/sync";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authUsers } from "../../src/server/db/schema/accounts";
import { discussionPosts, volunteerSignups } from "../../src/server/db/schema/community";
import { outbox } from "../../src/server/db/schema/outbox";
import { grantRole } from "../../src/server/features/accounts/service";
import { signUpForShift, sendShiftReminders } from "../../src/server/features/community/volunteer";
import { createLogger } from "../../src/server/lib/logger";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import type {
  AdminGroup,
  AdminOpportunity,
  AdminTopic,
  DiscussionThread,
  DiscussionTopic,
  GroupsResponse,
  MyCommunity,
  ReportedPost,
  RosterEntry,
  StudyGroup,
  ThreadPage,
  VolunteerOpportunity,
  VolunteerShift,
} from "../../src/shared/community";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { describeEachDatabase } from "./support/test-app";

const password = "one-body-many-parts";
const HOUR = 3600_000;

describeEachDatabase("community hub", (ctx) => {
  let ruth: Browser;
  let boaz: Browser;
  let naomi: Browser;
  let mod: Browser;
  let portal: AdminClient;
  let topic: AdminTopic;
  const guest = () => new Browser(ctx);
  const db = () => ctx().database.db;

  const signIn = async (email: string) => {
    const browser = new Browser(ctx);
    const signedIn = await browser.json("/api/auth/sign-in/email", { json: { email, password } });
    if (signedIn.status !== 200) throw new Error(`sign-in failed ${signedIn.status}`);
    return browser;
  };
  const idOf = async (email: string) => {
    const [row] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    if (!row) throw new Error("no member");
    return row.id;
  };
  const adminJson = async <T>(method: string, path: string, body?: unknown) => {
    const response = await portal.request(method, path, body);
    return { status: response.status, body: (await response.json()) as T };
  };
  const startThread = async (who: Browser, body: Record<string, unknown> = {}) => {
    const created = await who.json<{ thread: DiscussionThread }>("/api/community/threads", {
      json: { topicId: topic.id, title: "Favourite psalms", body: "Which psalm carries you this week?", ...body },
    });
    expect(created.status).toBe(201);
    return created.body.thread;
  };

  beforeAll(async () => {
    for (const [fullName, email] of [
      ["Ruth Moab", "ruth@example.org"],
      ["Boaz Bethlehem", "boaz@example.org"],
      ["Naomi Elimelech", "naomi@example.org"],
      ["Samuel Ramah", "samuel@example.org"],
    ] as const) {
      await signUpConfirmed(ctx, { fullName, email, password });
    }
    await grantRole(db(), await idOf("samuel@example.org"), "moderator");
    ruth = await signIn("ruth@example.org");
    boaz = await signIn("boaz@example.org");
    naomi = await signIn("naomi@example.org");
    mod = await signIn("samuel@example.org");
    portal = (await signedInClient(ctx().app, db(), ["groups:write"])).client;
    const created = await adminJson<{ topic: AdminTopic }>("POST", "/api/admin/community/topics", {
      name: { en: "Faith questions", es: "Preguntas de fe" },
      description: { en: "Ask and answer.", es: "Pregunta y responde." },
    });
    expect(created.status).toBe(201);
    topic = created.body.topic;
  });

  describe("discussions", () => {
    it("lists the admin's topics to everyone, but keeps the conversations for members", async () => {
      const topics = await guest().json<{ topics: DiscussionTopic[] }>("/api/community/topics");
      expect(topics.body.topics.map((t) => t.name)).toContainEqual({ en: "Faith questions", es: "Preguntas de fe" });
      expect((await guest().json("/api/community/threads")).status).toBe(401);
    });

    it("a member starts a thread and another replies; text stays plain, newest conversation first", async () => {
      const thread = await startThread(ruth, { title: "Where you go <b>I</b> will go", body: "Whither thou goest <script>x</script>" });
      expect(thread).toMatchObject({ title: "Where you go I will go", authorName: "Ruth Moab", mine: true, replyCount: 0 });
      expect(thread.posts[0]?.body).toBe("Whither thou goest x");
      const replied = await boaz.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}/posts`, { json: { body: "Amen, see https://example.org/ruth" } });
      expect(replied.status).toBe(201);
      expect(replied.body.thread.posts.map((p) => p.authorName)).toEqual(["Ruth Moab", "Boaz Bethlehem"]);
      const list = await naomi.json<ThreadPage>(`/api/community/threads?topic=${topic.id}`);
      expect(list.body.threads[0]).toMatchObject({ id: thread.id, replyCount: 1, mine: false });
    });

    it("refuses an empty post and an unknown topic with field messages", async () => {
      const bad = await ruth.json<{ error: { fields: Record<string, string[]> } }>("/api/community/threads", {
        json: { topicId: "00000000-0000-4000-8000-000000000000", title: "<i></i>", body: "" },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(["body", "title"]);
      const unknown = await ruth.json<{ error: { fields: Record<string, string[]> } }>("/api/community/threads", {
        json: { topicId: "00000000-0000-4000-8000-000000000000", title: "Hi", body: "Hello" },
      });
      expect(unknown.body.error.fields.topicId).toEqual(["community.validation.topic"]);
    });

    it("a member cannot edit another member's post, and edits their own only within the window", async () => {
      const thread = await startThread(ruth);
      const ruthPost = thread.posts[0];
      if (!ruthPost) throw new Error("no opening post");
      expect(ruthPost.editableUntil).not.toBeNull();
      const byBoaz = await boaz.json(`/api/community/posts/${ruthPost.id}`, { method: "PUT", json: { body: "Hijacked" } });
      expect(byBoaz.status).toBe(403);
      const byModerator = await mod.json(`/api/community/posts/${ruthPost.id}`, { method: "PUT", json: { body: "Moderated words" } });
      expect(byModerator.status).toBe(403);
      const own = await ruth.json<{ thread: DiscussionThread }>(`/api/community/posts/${ruthPost.id}`, { method: "PUT", json: { body: "Which psalm carries you today?" } });
      expect(own.body.thread.posts[0]).toMatchObject({ body: "Which psalm carries you today?", edited: true });
      await db().update(discussionPosts).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(discussionPosts.id, ruthPost.id));
      const late = await ruth.json<{ error: { code: string } }>(`/api/community/posts/${ruthPost.id}`, { method: "PUT", json: { body: "Too late" } });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe("edit_window_closed");
    });

    it("a member deletes their own post but not another's; the deleted post keeps its place without its words", async () => {
      const thread = await startThread(ruth);
      const reply = await boaz.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}/posts`, { json: { body: "Psalm 23" } });
      const boazPost = reply.body.thread.posts[1];
      if (!boazPost) throw new Error("no reply");
      expect((await ruth.request(`/api/community/posts/${boazPost.id}`, { method: "DELETE" })).status).toBe(403);
      expect((await boaz.request(`/api/community/posts/${boazPost.id}`, { method: "DELETE" })).status).toBe(204);
      const seen = await naomi.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}`);
      expect(seen.body.thread.posts[1]).toMatchObject({ deleted: true, body: null });
    });

    it("a moderator hides a reported post from members (not from its author) and locks the thread", async () => {
      const thread = await startThread(ruth);
      const reply = await boaz.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}/posts`, { json: { body: "Buy cheap watches" } });
      const spam = reply.body.thread.posts[1];
      if (!spam) throw new Error("no reply");
      expect((await naomi.request(`/api/community/posts/${spam.id}/reports`, { json: { reason: "Spam" } })).status).toBe(204);
      const modView = await mod.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}`);
      expect(modView.body.thread.canModerate).toBe(true);
      expect(modView.body.thread.posts[1]?.reportCount).toBe(1);
      expect((await naomi.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}`)).body.thread.posts[1]?.reportCount).toBeNull();
      const queue = await mod.json<{ reported: ReportedPost[] }>("/api/community/reports");
      expect(queue.body.reported.find((r) => r.post.id === spam.id)).toMatchObject({ threadId: thread.id, reasons: ["Spam"] });
      expect((await naomi.json("/api/community/reports")).status).toBe(403);

      expect((await naomi.json(`/api/community/posts/${spam.id}/moderation`, { method: "PATCH", json: { hidden: true } })).status).toBe(403);
      expect((await mod.json(`/api/community/posts/${spam.id}/moderation`, { method: "PATCH", json: { hidden: true } })).status).toBe(200);
      expect((await naomi.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}`)).body.thread.posts).toHaveLength(1);
      expect((await boaz.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}`)).body.thread.posts[1]).toMatchObject({ hidden: true, mine: true });
      expect((await mod.json<{ reported: ReportedPost[] }>("/api/community/reports")).body.reported.some((r) => r.post.id === spam.id)).toBe(false);

      expect((await ruth.json(`/api/community/threads/${thread.id}/moderation`, { method: "PATCH", json: { locked: true } })).status).toBe(403);
      const locked = await mod.json<{ thread: DiscussionThread }>(`/api/community/threads/${thread.id}/moderation`, { method: "PATCH", json: { locked: true } });
      expect(locked.body.thread.locked).toBe(true);
      const late = await naomi.json<{ error: { code: string } }>(`/api/community/threads/${thread.id}/posts`, { json: { body: "One more" } });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe("thread_locked");
    });

    it("a moderator hides and deletes whole threads; members never see a hidden one", async () => {
      const thread = await startThread(boaz, { title: "Off topic" });
      await mod.json(`/api/community/threads/${thread.id}/moderation`, { method: "PATCH", json: { hidden: true } });
      expect((await naomi.json(`/api/community/threads/${thread.id}`)).status).toBe(404);
      expect((await naomi.json<ThreadPage>("/api/community/threads")).body.threads.some((t) => t.id === thread.id)).toBe(false);
      expect((await boaz.request(`/api/community/threads/${thread.id}`, { method: "DELETE" })).status).toBe(403);
      expect((await mod.request(`/api/community/threads/${thread.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await boaz.json(`/api/community/threads/${thread.id}`)).status).toBe(404);
    });

    it("emails subscribers about replies (opt-in), never the one replying", async () => {
      const thread = await startThread(ruth, { title: "Prayer for the harvest", notifyOnReply: true });
      const before = await db().select().from(outbox).where(eq(outbox.recipient, "ruth@example.org"));
      await ruth.json(`/api/community/threads/${thread.id}/posts`, { json: { body: "Adding a thought myself" } });
      await naomi.json(`/api/community/threads/${thread.id}/posts`, { json: { body: "Praying for rain" } });
      const after = await db().select().from(outbox).where(eq(outbox.recipient, "ruth@example.org"));
      const fresh = after.filter((m) => !before.some((b) => b.id === m.id));
      expect(fresh).toHaveLength(1);
      expect(fresh[0]?.subject).toBe('New reply in "Prayer for the harvest"');
      expect(fresh[0]?.bodyText).toContain("Praying for rain");
      expect((await db().select().from(outbox).where(eq(outbox.recipient, "naomi@example.org"))).some((m) => m.subject?.includes("harvest"))).toBe(false);
    });
  });

  describe("volunteer sign-up", () => {
    let opportunity: AdminOpportunity;
    const addShift = async (slotsNeeded: number, startsInHours = 72) => {
      const start = Date.now() + startsInHours * HOUR;
      const added = await adminJson<{ opportunity: AdminOpportunity }>("POST", `/api/admin/community/opportunities/${opportunity.id}/shifts`, {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 2 * HOUR).toISOString(),
        slotsNeeded,
      });
      expect(added.status).toBe(201);
      const shift = added.body.opportunity.shifts.find((s) => s.startsAt === new Date(start).toISOString());
      if (!shift) throw new Error("no shift");
      return shift;
    };

    beforeAll(async () => {
      const created = await adminJson<{ opportunity: AdminOpportunity }>("POST", "/api/admin/community/opportunities", {
        ministry: { en: "Hospitality", es: "Hospitalidad" },
        title: { en: "Welcome team", es: "Equipo de bienvenida" },
        description: { en: "Greet people at the door.", es: "Saluda a la gente en la puerta." },
      });
      expect(created.status).toBe(201);
      opportunity = created.body.opportunity;
    });

    it("a member signs up for a shift and cancels; the places count follows", async () => {
      const shift = await addShift(2);
      const signed = await ruth.json<{ shift: VolunteerShift }>(`/api/community/volunteer/shifts/${shift.id}/signup`, { json: {} });
      expect(signed.status).toBe(201);
      expect(signed.body.shift).toMatchObject({ slotsTaken: 1, signedUpByMe: true });
      const again = await ruth.json<{ shift: VolunteerShift }>(`/api/community/volunteer/shifts/${shift.id}/signup`, { json: {} });
      expect(again.body.shift.slotsTaken).toBe(1);
      const listed = await guest().json<{ opportunities: VolunteerOpportunity[] }>("/api/community/volunteer");
      expect(listed.body.opportunities.find((o) => o.id === opportunity.id)?.shifts.find((s) => s.id === shift.id)).toMatchObject({ slotsTaken: 1, signedUpByMe: false });
      const cancelled = await ruth.json<{ shift: VolunteerShift }>(`/api/community/volunteer/shifts/${shift.id}/signup`, { method: "DELETE" });
      expect(cancelled.body.shift).toMatchObject({ slotsTaken: 0, signedUpByMe: false });
      expect((await guest().json(`/api/community/volunteer/shifts/${shift.id}/signup`, { json: {} })).status).toBe(401);
    });

    it("gives the last place to exactly one of several members signing up at the same moment", async () => {
      const shift = await addShift(1);
      const attempts = await Promise.all([ruth, boaz, naomi].map((who) => who.json<{ error?: { code: string } }>(`/api/community/volunteer/shifts/${shift.id}/signup`, { json: {} })));
      expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      expect(attempts.filter((a) => a.status === 409).every((a) => a.body.error?.code === "shift_full")).toBe(true);

      // And at the database level with a crowd: twelve members for three places.
      const crowded = await addShift(3);
      const ids = Array.from({ length: 12 }, (_, i) => `crowd-${crowded.id.slice(0, 8)}-${i}`);
      await db().insert(authUsers).values(ids.map((id) => ({ id, name: id, email: `${id}@example.org`, emailVerified: true })));
      const results = await Promise.allSettled(ids.map((id) => signUpForShift(db(), id, crowded.id)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      const rows = await db().select().from(volunteerSignups).where(eq(volunteerSignups.shiftId, crowded.id));
      expect(rows).toHaveLength(3);
    });

    it("reminds each volunteer once, the day before their shift", async () => {
      const tomorrow = await addShift(5, 20);
      const later = await addShift(5, 60);
      await naomi.json(`/api/community/volunteer/shifts/${tomorrow.id}/signup`, { json: {} });
      await naomi.json(`/api/community/volunteer/shifts/${later.id}/signup`, { json: {} });
      const deps = { db: db(), mailer: createOutboxMailer(db(), createLogger("silent")), logger: createLogger("silent"), publicUrl: "http://localhost:3000" };
      const [first, second] = await Promise.all([sendShiftReminders(deps), sendShiftReminders(deps)]);
      expect((first ?? 0) + (second ?? 0)).toBe(1);
      expect(await sendShiftReminders(deps)).toBe(0);
      const reminded = await db().select().from(volunteerSignups).where(isNotNull(volunteerSignups.reminderSentAt));
      expect(reminded.map((r) => r.shiftId)).toContain(tomorrow.id);
      expect(reminded.map((r) => r.shiftId)).not.toContain(later.id);
      const mail = await db().select().from(outbox).where(and(eq(outbox.recipient, "naomi@example.org")));
      expect(mail.filter((m) => m.subject === "Reminder: Welcome team tomorrow")).toHaveLength(1);
    });

    it("shows the admin who serves when, and exports it as CSV", async () => {
      const shift = await addShift(4);
      await boaz.json(`/api/community/volunteer/shifts/${shift.id}/signup`, { json: {} });
      const list = await adminJson<{ opportunities: AdminOpportunity[] }>("GET", "/api/admin/community/opportunities");
      const listed = list.body.opportunities.find((o) => o.id === opportunity.id)?.shifts.find((s) => s.id === shift.id);
      expect(listed?.volunteers).toEqual([{ name: "Boaz Bethlehem", email: "boaz@example.org" }]);
      const csv = await portal.get("/api/admin/community/schedule.csv");
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const text = await csv.text();
      expect(text.split("\r\n")[0]).toBe("ministry,opportunity,starts,ends,slots_needed,slots_taken,volunteer,email");
      expect(text).toContain("Hospitality,Welcome team,");
      expect(text).toContain("Boaz Bethlehem,boaz@example.org");
      const records = parse(text, { columns: true }) as Array<Record<string, string>>;
      expect(records.find((r) => r.volunteer === "Boaz Bethlehem")).toMatchObject({ ministry: "Hospitality", opportunity: "Welcome team", email: "boaz@example.org" });
      const refused = await adminJson("POST", `/api/admin/community/opportunities/${opportunity.id}/shifts`, {
        startsAt: "2030-01-01T10:00:00Z",
        endsAt: "2030-01-01T09:00:00Z",
        slotsNeeded: 0,
      });
      expect(refused.status).toBe(400);
    });
  });

  describe("study groups", () => {
    const group = (overrides: Record<string, unknown>) => ({
      name: { en: "Romans on Tuesday", es: "Romanos los martes" },
      topic: { en: "Romans", es: "Romanos" },
      leaderEmail: "naomi@example.org",
      dayOfWeek: 2,
      time: "19:00",
      place: "Fellowship hall",
      onlineUrl: null,
      capacity: 10,
      language: "en",
      joinPolicy: "open",
      ...overrides,
    });
    const createGroup = async (overrides: Record<string, unknown> = {}) => {
      const created = await adminJson<{ group: AdminGroup }>("POST", "/api/admin/community/groups", group(overrides));
      expect(created.status).toBe(201);
      return created.body.group;
    };

    it("an open group takes members directly, up to its capacity, and a member may leave", async () => {
      const small = await createGroup({ capacity: 2 });
      const joined = await ruth.json<{ group: StudyGroup }>(`/api/community/groups/${small.id}/membership`, { json: {} });
      expect(joined.body.group).toMatchObject({ myStatus: "member", memberCount: 1, leaderName: "Naomi Elimelech" });
      const race = await Promise.all([boaz, mod].map((who) => who.json<{ error?: { code: string } }>(`/api/community/groups/${small.id}/membership`, { json: {} })));
      expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(race.find((r) => r.status === 409)?.body.error?.code).toBe("group_full");
      const left = await ruth.json<{ group: StudyGroup }>(`/api/community/groups/${small.id}/membership`, { method: "DELETE" });
      expect(left.body.group).toMatchObject({ myStatus: null, memberCount: 1 });
    });

    it("a by-request group waits for its leader, who alone sees the roster and lets people in", async () => {
      const closed = await createGroup({ name: { en: "Hombres de fe", es: "Hombres de fe" }, language: "es", joinPolicy: "request", place: null, onlineUrl: "https://meet.example.org/fe" });
      const asked = await boaz.json<{ group: StudyGroup }>(`/api/community/groups/${closed.id}/membership`, { json: {} });
      expect(asked.body.group).toMatchObject({ myStatus: "pending", memberCount: 0 });
      expect((await boaz.json(`/api/community/groups/${closed.id}/roster`)).status).toBe(403);
      const roster = await naomi.json<{ roster: RosterEntry[] }>(`/api/community/groups/${closed.id}/roster`);
      expect(roster.body.roster).toEqual([expect.objectContaining({ name: "Boaz Bethlehem", email: "boaz@example.org", status: "pending" })]);
      const boazId = await idOf("boaz@example.org");
      expect((await ruth.json(`/api/community/groups/${closed.id}/roster/${boazId}`, { method: "PATCH", json: { approve: true } })).status).toBe(403);
      const approved = await naomi.json<{ roster: RosterEntry[] }>(`/api/community/groups/${closed.id}/roster/${boazId}`, { method: "PATCH", json: { approve: true } });
      expect(approved.body.roster[0]?.status).toBe("member");

      const sent = await naomi.json<{ sent: number }>(`/api/community/groups/${closed.id}/messages`, { json: { subject: "No meeting", body: "We skip this week." } });
      expect(sent.body.sent).toBe(1);
      const mail = await db().select().from(outbox).where(eq(outbox.recipient, "boaz@example.org"));
      expect(mail.some((m) => m.subject === "[Hombres de fe] No meeting")).toBe(true);
      expect((await ruth.json(`/api/community/groups/${closed.id}/messages`, { json: { subject: "Hi", body: "Hi" } })).status).toBe(403);
    });

    it("lists groups to guests with this week's study guide, and refuses a group with neither place nor link", async () => {
      const listed = await guest().json<GroupsResponse>("/api/community/groups");
      expect(listed.body.groups.length).toBeGreaterThan(0);
      expect(listed.body.groups[0]).toMatchObject({ myStatus: null, canLead: false });
      expect(listed.body).toHaveProperty("guide");
      const bad = await adminJson<{ error: { fields: Record<string, string[]> } }>("POST", "/api/admin/community/groups", group({ place: "", leaderEmail: "nobody@example.org" }));
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.place).toEqual(["community.validation.placeOrLink"]);
      const unknownLeader = await adminJson<{ error: { fields: Record<string, string[]> } }>("POST", "/api/admin/community/groups", group({ leaderEmail: "nobody@example.org" }));
      expect(unknownLeader.body.error.fields.leaderEmail).toEqual(["community.validation.noSuchMember"]);
    });

    it("admin endpoints need groups:write", async () => {
      const other = (await signedInClient(ctx().app, db(), ["content:write"])).client;
      expect((await other.get("/api/admin/community/groups")).status).toBe(403);
    });
  });

  it("gathers a member's discussions, shifts and groups in My community", async () => {
    const mine = await boaz.json<MyCommunity>("/api/community/mine");
    expect(mine.status).toBe(200);
    expect(mine.body.threads.length).toBeGreaterThan(0);
    expect(mine.body.shifts.map((s) => s.opportunityTitle.en)).toContain("Welcome team");
    expect(mine.body.groups.map((g) => g.name.en)).toContain("Hombres de fe");
    const leader = await naomi.json<MyCommunity>("/api/community/mine");
    expect(leader.body.groups.filter((g) => g.leads).length).toBeGreaterThan(0);
    expect((await guest().json("/api/community/mine")).status).toBe(401);
  });
});
