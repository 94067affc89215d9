import { gunzipSync } from "node:zlib";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { authUsers } from "../../src/server/db/schema/accounts";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { connectSettings } from "../../src/server/db/schema/connect";
import { outbox } from "../../src/server/db/schema/outbox";
import { prayerRequests } from "../../src/server/db/schema/prayer";
import { visibleTo } from "../../src/server/features/prayer/policies";
import { grantRole } from "../../src/server/features/accounts/service";
import { DEFAULT_CONNECT_SETTINGS } from "../../src/server/features/connect/settings";
import type { AdminPrayerDetail, AdminPrayerPage, PrayerPage, PrayerReportSummary, PrayerRequest, PrayingState } from "../../src/shared/prayer";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

const password = "pray-without-ceasing";

describeEachDatabase("prayer wall", (ctx) => {
  let hannah: Browser;
  let eli: Browser;
  let peter: Browser;
  const guest = () => new Browser(ctx);
  let moderator: AdminClient | undefined;
  const admin = async () => (moderator ??= (await signedInClient(ctx().app, ctx().database.db, ["prayer:moderate"])).client);

  const signIn = async (email: string, on: () => TestContext = ctx) => {
    const browser = new Browser(on);
    const signedIn = await browser.json("/api/auth/sign-in/email", { json: { email, password } });
    if (signedIn.status !== 200) throw new Error(`sign-in failed ${signedIn.status}`);
    return browser;
  };
  const post = async (who: Browser, body: Record<string, unknown>) => {
    const created = await who.json<{ request: PrayerRequest }>("/api/prayer", { json: { category: "health", visibility: "public", ...body } });
    expect(created.status).toBe(201);
    return created.body.request;
  };
  const wall = async (who: Browser) => (await who.json<PrayerPage>("/api/prayer")).body.requests;
  const idOf = async (email: string) => {
    const [row] = await ctx().database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    if (!row) throw new Error("no member");
    return row.id;
  };

  beforeAll(async () => {
    await signUpConfirmed(ctx, { fullName: "Hannah Shiloh", email: "hannah@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Eli Priest", email: "eli@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Peter Fisher", email: "peter@example.org", password });
    hannah = await signIn("hannah@example.org");
    eli = await signIn("eli@example.org");
    peter = await signIn("peter@example.org");
  });

  it("a member posts a request that shows on the public wall newest first, with HTML stripped", async () => {
    await post(hannah, { title: "Healing", body: "Please pray for my <b>mother</b>'s surgery" });
    const second = await post(hannah, { title: null, body: "Pray for a new job", category: "work" });
    const seen = await wall(guest());
    expect(seen.map((r) => r.id)[0]).toBe(second.id);
    expect(seen[1]).toMatchObject({ title: "Healing", body: "Please pray for my mother's surgery", authorName: "Hannah Shiloh", prayingCount: 0, mine: false });
  });

  it("refuses guests and bad input with field messages", async () => {
    expect((await guest().json("/api/prayer", { json: { body: "x", category: "health", visibility: "public" } })).status).toBe(401);
    const bad = await hannah.json<{ error: { fields: Record<string, string[]> } }>("/api/prayer", {
      json: { body: "<i></i>", category: "nope", visibility: "everyone", title: "t".repeat(200) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["body", "category", "title", "visibility"]);
    expect(bad.body.error.fields.body).toEqual(["prayer.validation.bodyRequired"]);
  });

  it("hides an anonymous author's name from everyone but the author", async () => {
    const secret = await post(hannah, { body: "An unspoken request", anonymous: true });
    expect(secret.authorName).toBe("Hannah Shiloh");
    const seenByEli = (await wall(eli)).find((r) => r.id === secret.id);
    expect(seenByEli).toMatchObject({ anonymous: true, authorName: null, mine: false });
    expect((await wall(guest())).find((r) => r.id === secret.id)?.authorName).toBeNull();
  });

  it("shows members-only requests to members, and pastors-only requests to nobody but the author, through every list", async () => {
    const members = await post(hannah, { body: "Members only: my marriage", visibility: "members" });
    const pastors = await post(hannah, { body: "Pastors only: a private matter", visibility: "pastors" });

    expect((await wall(guest())).map((r) => r.id)).not.toContain(members.id);
    expect((await wall(eli)).map((r) => r.id)).toContain(members.id);
    expect((await guest().json(`/api/prayer/${members.id}`)).status).toBe(404);

    for (const who of [guest(), eli, peter]) {
      expect((await wall(who)).map((r) => r.id)).not.toContain(pastors.id);
      expect((await who.json(`/api/prayer/${pastors.id}`)).status).toBe(404);
      expect((await who.json(`/api/prayer?page=2`)).body).toMatchObject({ requests: [] });
    }
    expect((await eli.json<PrayerPage>("/api/prayer/mine")).body.requests.map((r) => r.id)).not.toContain(pastors.id);
    // Nobody else can pray for it or report it: it does not exist for them.
    expect((await eli.json(`/api/prayer/${pastors.id}/praying`, { method: "PUT", json: { praying: true } })).status).toBe(404);
    expect((await eli.json(`/api/prayer/${pastors.id}/reports`, { json: { reason: "x" } })).status).toBe(404);
    // A moderator's reports list never carries it either.
    await grantRole(ctx().database.db, await idOf("peter@example.org"), "moderator");
    const reports = await peter.json<{ reported: PrayerReportSummary[] }>("/api/prayer/reports");
    expect(reports.body.reported.map((r) => r.request.id)).not.toContain(pastors.id);

    // The author sees it on their wall and in their own list; the inbox sees it under pastors-only.
    expect((await wall(hannah)).map((r) => r.id)).toContain(pastors.id);
    expect((await hannah.json<PrayerPage>("/api/prayer/mine")).body.requests.map((r) => r.id)).toContain(pastors.id);
    const inbox = (await (await (await admin()).get("/api/admin/inbox/prayer?filter=pastors")).json()) as AdminPrayerPage;
    expect(inbox.requests.map((r) => r.id)).toEqual([pastors.id]);
  });

  it("counts 'I'm praying' once per member, exactly, under 50 parallel presses, and tells the author once", async () => {
    const request = await post(hannah, { body: "Rain for the farms", notifyOnPrayer: true });
    const presses = await Promise.all(
      Array.from({ length: 50 }, () => eli.json<PrayingState>(`/api/prayer/${request.id}/praying`, { method: "PUT", json: { praying: true } })),
    );
    expect(presses.every((p) => p.status === 200 && p.body.prayedByMe)).toBe(true);
    expect((await wall(guest())).find((r) => r.id === request.id)?.prayingCount).toBe(1);

    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? peter : hannah).json<PrayingState>(`/api/prayer/${request.id}/praying`, { method: "PUT", json: { praying: true } }),
      ),
    );
    expect(mixed.every((p) => p.status === 200)).toBe(true);
    const seen = (await wall(eli)).find((r) => r.id === request.id);
    expect(seen).toMatchObject({ prayingCount: 3, prayedByMe: true });

    const off = await eli.json<PrayingState>(`/api/prayer/${request.id}/praying`, { method: "PUT", json: { praying: false } });
    expect(off.body).toEqual({ prayingCount: 2, prayedByMe: false });

    const mail = await ctx()
      .database.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, "hannah@example.org"), eq(outbox.subject, "Someone is praying for your request")));
    // Eli and Peter: one email each; Hannah praying for her own request sends nothing.
    expect(mail).toHaveLength(2);
    expect(mail.map((m) => m.bodyText).sort()[0]).toMatch(/now has \d (person|people) praying/);
    expect(mail.some((m) => m.bodyText.includes("eli@example.org"))).toBe(false);
  });

  it("does not email the author who did not opt in", async () => {
    const request = await post(eli, { body: "Strength for the week" });
    await hannah.json(`/api/prayer/${request.id}/praying`, { method: "PUT", json: { praying: true } });
    const mail = await ctx().database.db.select().from(outbox).where(eq(outbox.recipient, "eli@example.org"));
    expect(mail.filter((m) => m.subject?.includes("praying"))).toHaveLength(0);
  });

  it("lets only the author edit, mark answered with a praise report, and delete", async () => {
    const request = await post(hannah, { body: "Travel mercies" });
    expect((await eli.json(`/api/prayer/${request.id}`, { method: "PUT", json: { body: "hijack", category: "work", visibility: "public" } })).status).toBe(404);
    expect((await eli.json(`/api/prayer/${request.id}`, { method: "DELETE" })).status).toBe(404);

    const edited = await hannah.json<{ request: PrayerRequest }>(`/api/prayer/${request.id}`, {
      method: "PUT",
      json: { body: "Travel mercies to Texas", category: "family", visibility: "public" },
    });
    expect(edited.body.request).toMatchObject({ body: "Travel mercies to Texas", category: "family" });

    const answered = await hannah.json<{ request: PrayerRequest }>(`/api/prayer/${request.id}/answered`, {
      method: "PUT",
      json: { praiseReport: "We arrived safely!" },
    });
    expect(answered.body.request.answeredAt).not.toBeNull();
    expect((await wall(guest())).find((r) => r.id === request.id)).toMatchObject({ praiseReport: "We arrived safely!" });

    expect((await hannah.request(`/api/prayer/${request.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await wall(guest())).map((r) => r.id)).not.toContain(request.id);
  });

  it("lets members report a request once; moderators and the inbox see reports, other members do not", async () => {
    const request = await post(hannah, { body: "Buy my products at spam.example" });
    expect((await eli.request(`/api/prayer/${request.id}/reports`, { json: { reason: "Advertising" } })).status).toBe(204);
    expect((await eli.request(`/api/prayer/${request.id}/reports`, { json: { reason: "Again" } })).status).toBe(204);
    expect((await wall(eli)).find((r) => r.id === request.id)?.reportedByMe).toBe(true);

    expect((await eli.json("/api/prayer/reports")).status).toBe(403);
    const seen = await peter.json<{ reported: PrayerReportSummary[] }>("/api/prayer/reports");
    expect(seen.status).toBe(200);
    expect(seen.body.reported.find((r) => r.request.id === request.id)?.reports).toEqual([expect.objectContaining({ reason: "Advertising" })]);

    const reported = (await (await (await admin()).get("/api/admin/inbox/prayer?filter=reported")).json()) as AdminPrayerPage;
    expect(reported.requests.map((r) => [r.id, r.reportCount])).toEqual([[request.id, 1]]);
  });

  it("holds new requests for approval when the setting asks, until the inbox approves them", async () => {
    await ctx().database.db.insert(connectSettings).values({ id: 1, ...DEFAULT_CONNECT_SETTINGS, prayerNeedsApproval: true });
    const request = await post(hannah, { body: "Waiting for approval" });
    expect(request.status).toBe("pending");
    expect((await wall(guest())).map((r) => r.id)).not.toContain(request.id);
    expect((await wall(hannah)).map((r) => r.id)).toContain(request.id);

    const client = await admin();
    const fresh = (await (await client.get("/api/admin/inbox/prayer?filter=new")).json()) as AdminPrayerPage;
    expect(fresh.requests.map((r) => r.id)).toContain(request.id);
    const approved = await client.request("PATCH", `/api/admin/inbox/prayer/${request.id}`, { status: "approved", read: true });
    expect(approved.status).toBe(200);
    expect((await wall(guest())).map((r) => r.id)).toContain(request.id);
    const afterRead = (await (await client.get("/api/admin/inbox/prayer?filter=new")).json()) as AdminPrayerPage;
    expect(afterRead.requests.map((r) => r.id)).not.toContain(request.id);

    const hidden = await client.request("PATCH", `/api/admin/inbox/prayer/${request.id}`, { status: "hidden" });
    expect(((await hidden.json()) as { request: AdminPrayerDetail }).request.status).toBe("hidden");
    expect((await wall(guest())).map((r) => r.id)).not.toContain(request.id);
    await ctx().database.db.delete(connectSettings);
  });

  it("assigns to a prayer-team member, keeps internal notes, deletes, and audits each", async () => {
    const request = await post(peter, { body: "Pastors only: counsel", visibility: "pastors" });
    const client = await admin();
    const team = ((await (await client.get("/api/admin/inbox/prayer/team")).json()) as { team: Array<{ id: string }> }).team;
    expect(team.length).toBeGreaterThan(0);
    const assignee = team[0]?.id ?? "";
    const assigned = await client.request("PATCH", `/api/admin/inbox/prayer/${request.id}`, { assignedTo: assignee });
    expect(((await assigned.json()) as { request: AdminPrayerDetail }).request.assignedTo?.id).toBe(assignee);
    expect((await client.request("PATCH", `/api/admin/inbox/prayer/${request.id}`, { assignedTo: crypto.randomUUID() })).status).toBe(400);

    const noted = await client.post(`/api/admin/inbox/prayer/${request.id}/notes`, { body: "Called her <script>x</script>on Monday" });
    expect(noted.status).toBe(201);
    const detail = ((await noted.json()) as { request: AdminPrayerDetail }).request;
    expect(detail.notes.map((n) => n.body)).toEqual(["Called her xon Monday"]);
    expect(detail.author.email).toBe("peter@example.org");
    // Members never see the notes.
    expect(JSON.stringify((await peter.json("/api/prayer/mine")).body)).not.toContain("Called her");

    expect((await client.request("DELETE", `/api/admin/inbox/prayer/${request.id}`)).status).toBe(204);
    expect((await client.get(`/api/admin/inbox/prayer/${request.id}`)).status).toBe(404);
    const audit = await ctx().database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, request.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["prayer.delete", "prayer.note", "prayer.update"]);
  });

  it("keeps the inbox to admins with prayer:moderate", async () => {
    const { client } = await signedInClient(ctx().app, ctx().database.db, ["content:write"]);
    expect((await client.get("/api/admin/inbox/prayer")).status).toBe(403);
    expect((await guest().request("/api/admin/inbox/prayer")).status).toBe(401);
  });

  it("emails the staff addresses of each new request, without its text", async () => {
    await ctx().database.db.insert(connectSettings).values({ id: 1, ...DEFAULT_CONNECT_SETTINGS, staffEmails: ["office@church.test", "pastor@church.test"] });
    await post(eli, { body: "Pastors only: a private matter of Eli", visibility: "pastors" });
    for (const to of ["office@church.test", "pastor@church.test"]) {
      const mail = await ctx().database.db.select().from(outbox).where(and(eq(outbox.recipient, to), eq(outbox.subject, "New prayer request")));
      expect(mail).toHaveLength(1);
      expect(mail[0]?.bodyText).toContain("pastors only");
      expect(mail[0]?.bodyText).toContain("/admin/inbox/prayer");
      expect(mail[0]?.bodyText).not.toContain("private matter");
    }
    await ctx().database.db.delete(connectSettings);
  });

  it("stops a member who posts more than 10 requests an hour", async () => {
    const attempts = [];
    for (let i = 0; i < 11; i += 1) {
      attempts.push((await hannah.json("/api/prayer", { json: { body: `Request ${i}`, category: "other", visibility: "public" } })).status);
    }
    expect(attempts.at(-1)).toBe(429);
    expect(attempts.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
  });

  it("pages a member's wall with their own requests still waiting in their places, also when members share the wall", async () => {
    const [eliId, peterId] = [await idOf("eli@example.org"), await idOf("peter@example.org")];
    const base = Date.UTC(2020, 0, 1);
    const minutes = (n: number) => new Date(base + n * 60_000);
    await ctx().database.db.insert(prayerRequests).values([
      ...Array.from({ length: 30 }, (_, i) => ({ authorId: peterId, body: `Shared request ${i}`, category: "family" as const, visibility: "members" as const, createdAt: minutes(i) })),
      { authorId: eliId, body: "Eli's request, waiting", category: "family" as const, visibility: "members" as const, status: "pending" as const, createdAt: minutes(5.5) },
      // Peter's own off the wall too: read in the same query as Eli's when they ask together, each shown their own.
      ...Array.from({ length: 25 }, (_, i) => ({
        authorId: peterId,
        body: `Peter's private request ${i}`,
        category: "family" as const,
        visibility: "pastors" as const,
        createdAt: minutes(2 * i + 0.25),
      })),
    ]);
    const expected = async (viewerId: string) =>
      (
        await ctx()
          .database.db.select({ id: prayerRequests.id })
          .from(prayerRequests)
          .where(visibleTo(viewerId))
          .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
      ).map((r) => r.id);
    const cachedApp = buildApp(ctx().database, ctx().webDistDir, { config: { PUBLIC_CACHE_SECONDS: 60 } });
    const cached = (): TestContext => ({ ...ctx(), app: cachedApp });
    for (const app of [ctx, cached]) {
      const [eliHere, peterHere] = app === ctx ? [eli, peter] : [await signIn("eli@example.org", app), await signIn("peter@example.org", app)];
      const pages = async (who: Browser) => {
        const [first, second] = await Promise.all([who.json<PrayerPage>("/api/prayer?page=1"), who.json<PrayerPage>("/api/prayer?page=2")]);
        expect(first.body.hasMore).toBe(true);
        return [...first.body.requests, ...second.body.requests];
      };
      const [elis, peters] = await Promise.all([pages(eliHere), pages(peterHere)]);
      expect(elis.map((r) => r.id)).toEqual((await expected(eliId)).slice(0, elis.length));
      expect(peters.map((r) => r.id)).toEqual((await expected(peterId)).slice(0, peters.length));
      expect(elis.find((r) => r.body === "Eli's request, waiting")).toMatchObject({ mine: true, status: "pending" });
      expect(peters.find((r) => r.body === "Eli's request, waiting")).toBeUndefined();
      expect(elis.find((r) => r.body.startsWith("Peter's private"))).toBeUndefined();
      expect(peters.filter((r) => r.body.startsWith("Peter's private")).length).toBeGreaterThan(0);
    }
    // Eli's "praying" is Eli's alone on the wall the members share.
    const [eliHere, peterHere] = [await signIn("eli@example.org", cached), await signIn("peter@example.org", cached)];
    const newest = (await wall(peterHere))[0];
    expect((await eliHere.json<PrayingState>(`/api/prayer/${newest?.id}/praying`, { method: "PUT", json: { praying: true } })).status).toBe(200);
    const [elisNewest, petersNewest] = await Promise.all([wall(eliHere), wall(peterHere)]).then((walls) => walls.map((w) => w.find((r) => r.id === newest?.id)));
    expect(elisNewest).toMatchObject({ prayedByMe: true, prayingCount: (newest?.prayingCount ?? 0) + 1 });
    expect(petersNewest).toMatchObject({ prayedByMe: false, prayingCount: (newest?.prayingCount ?? 0) + 1 });
  });

  it("gives every member with nothing of their own on the wall the same response, and the others their own", async () => {
    const cachedApp = buildApp(ctx().database, ctx().webDistDir, { config: { PUBLIC_CACHE_SECONDS: 60 } });
    const cached = (): TestContext => ({ ...ctx(), app: cachedApp });
    await signUpConfirmed(ctx, { fullName: "Ruth Moab", email: "ruth@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Naomi Bethlehem", email: "naomi@example.org", password });
    const hannahHere = await signIn("hannah@example.org", cached);
    const eliHere = await signIn("eli@example.org", cached);
    const ruth = await signIn("ruth@example.org", cached);
    const naomi = await signIn("naomi@example.org", cached);
    const hidden = await post(hannahHere, { body: "A quiet request for my family", visibility: "members", anonymous: true });
    const prayedFor = await post(hannahHere, { body: "For the harvest", visibility: "members" });
    expect((await eliHere.json(`/api/prayer/${prayedFor.id}/praying`, { method: "PUT", json: { praying: true } })).status).toBe(200);

    const [hannahs, elis, ruths, naomis] = await Promise.all([hannahHere, eliHere, ruth, naomi].map(wall));
    const find = (list: PrayerRequest[] | undefined, id: string) => list?.find((r) => r.id === id);
    expect(find(hannahs, hidden.id)).toMatchObject({ mine: true, authorName: "Hannah Shiloh", notifyOnPrayer: expect.any(Boolean) });
    expect(find(elis, prayedFor.id)).toMatchObject({ prayedByMe: true, mine: false });
    for (const plain of [ruths, naomis]) {
      expect(find(plain, hidden.id)).toMatchObject({ mine: false, authorName: null, notifyOnPrayer: null });
      expect(find(plain, prayedFor.id)).toMatchObject({ prayedByMe: false, mine: false, prayingCount: 1 });
    }
    expect(naomis).toEqual(ruths);

    // The shared response as a browser asks for it: gzipped once, the same text.
    const zipped = await ruth.request("/api/prayer", { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toContain("Accept-Encoding");
    expect(zipped.headers.get("Content-Type")).toContain("application/json");
    const unzipped = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")) as PrayerPage;
    expect(unzipped.requests).toEqual(ruths);

    // Ruth praying makes her wall her own, and leaves Naomi's as it was.
    expect((await ruth.json(`/api/prayer/${hidden.id}/praying`, { method: "PUT", json: { praying: true } })).status).toBe(200);
    const [ruthsNow, naomisNow] = await Promise.all([ruth, naomi].map(wall));
    expect(find(ruthsNow, hidden.id)).toMatchObject({ prayedByMe: true, prayingCount: 1 });
    expect(find(naomisNow, hidden.id)).toMatchObject({ prayedByMe: false, prayingCount: 1 });
  });
});
