import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { churchSettings } from "../../src/server/db/schema/site";
import { demoSettings } from "../../src/server/db/seed/demo-content";
import { addDays, weekStartOf } from "../../src/server/lib/dates";
import type { AdminDevotional, AdminStudyGuide, StudyGuide } from "../../src/shared/study";
import { AdminClient, signedInClient } from "./support/admin";
import { describeEachDatabase } from "./support/test-app";
import { todayIn } from "../../src/shared/date-format";

const thisWeek = () => weekStartOf(todayIn(demoSettings.timeZone));
const text = (en: string, es: string) => ({ en, es });

function guideInput(weekStart: string, title = "Loving Your Neighbour") {
  return {
    weekStart,
    title: text(title, "Amar al prójimo"),
    body: text("## Read\n\nLuke 10", "## Lea\n\nLucas 10"),
    passages: ["Luke 10:25-37"],
    questions: [text("Who is my neighbour?", "¿Quién es mi prójimo?")],
    published: true,
  };
}

describeEachDatabase("admins write the weekly study guides and daily readings", (ctx) => {
  const auditOf = (targetId: string) =>
    ctx()
      .database.db.select({ action: adminAuditLog.action, targetType: adminAuditLog.targetType, adminEmail: adminAuditLog.adminEmail })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, targetId))
      .orderBy(asc(adminAuditLog.createdAt));
  // One sign-in for the file: admin sign-ins are rate-limited per address.
  let signedIn: Promise<AdminClient> | undefined;
  const editor = () =>
    (signedIn ??= signedInClient(ctx().app, ctx().database.db, ["content:write"]).then(({ client }) => client));

  it("refuses visitors without a session, admins without content:write, and requests without the admin header", async () => {
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings });
    const anonymous = new AdminClient(ctx().app);
    expect((await anonymous.get("/api/admin/study/guides")).status).toBe(401);
    expect((await anonymous.post("/api/admin/study/guides", guideInput(thisWeek()))).status).toBe(401);
    const { client: settingsOnly } = await signedInClient(ctx().app, ctx().database.db, ["settings:write"]);
    expect((await settingsOnly.get("/api/admin/study/guides")).status).toBe(403);
    expect((await settingsOnly.post("/api/admin/study/devotionals", {})).status).toBe(403);
    const client = await editor();
    const forged = await client.request("POST", "/api/admin/study/guides", guideInput(thisWeek()), { "X-Admin-Request": "" });
    expect(forged.status).toBe(403);
  });

  it("publishes a guide given any day of its week, and visitors see it as this week's", async () => {
    const client = await editor();
    const created = await client.post("/api/admin/study/guides", guideInput(addDays(thisWeek(), 2)));
    expect(created.status).toBe(201);
    const { guide } = (await created.json()) as { guide: AdminStudyGuide };
    expect(guide).toMatchObject({ weekStart: thisWeek(), published: true, title: { en: "Loving Your Neighbour" } });
    expect(guide.passages[0]).toMatchObject({ book: "LUK", chapter: 10, verse: 25 });

    const current = (await (await ctx().app.request("/api/study/guides/current")).json()) as { guide: StudyGuide };
    expect(current.guide.id).toBe(guide.id);

    const audit = await auditOf(String(guide.id));
    expect(audit).toEqual([{ action: "study_guide.create", targetType: "study_guide", adminEmail: expect.stringContaining("@") }]);
  });

  it("refuses a second guide for the same week, a passage that is not one, and a missing language", async () => {
    const client = await editor();
    const twice = await client.post("/api/admin/study/guides", guideInput(thisWeek(), "Again"));
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe("week_taken");

    const badPassage = await client.post("/api/admin/study/guides", { ...guideInput(addDays(thisWeek(), 7)), passages: ["John 3:16", "banana bread"] });
    expect(badPassage.status).toBe(400);
    const body = (await badPassage.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields)).toEqual(["passages.1"]);
    expect(body.error.fields["passages.1"]?.[0]).toContain("banana bread");

    const noSpanish = await client.post("/api/admin/study/guides", { ...guideInput(addDays(thisWeek(), 7)), title: text("Only English", " ") });
    expect(noSpanish.status).toBe(400);
    expect(((await noSpanish.json()) as { error: { fields: Record<string, string[]> } }).error.fields["title.es"]).toEqual(["common.validation.spanishText"]);
  });

  it("keeps next week's guide and drafts out of public view but lists them for admins", async () => {
    const client = await editor();
    expect((await client.post("/api/admin/study/guides", guideInput(addDays(thisWeek(), 7), "Next week"))).status).toBe(201);
    expect((await client.post("/api/admin/study/guides", { ...guideInput(addDays(thisWeek(), -7), "A draft"), published: false })).status).toBe(201);
    const list = (await (await client.get("/api/admin/study/guides")).json()) as { guides: AdminStudyGuide[] };
    expect(list.guides.map((g) => g.title.en)).toEqual(["Next week", "Loving Your Neighbour", "A draft"]);
    const archive = (await (await ctx().app.request("/api/study/guides")).json()) as { guides: Array<{ title: { en: string } }> };
    expect(archive.guides.map((g) => g.title.en)).toEqual(["Loving Your Neighbour"]);
  });

  it("edits and deletes a guide, recording both, and responds 404 for one that is gone", async () => {
    const client = await editor();
    const list = (await (await client.get("/api/admin/study/guides")).json()) as { guides: AdminStudyGuide[] };
    const draft = list.guides.find((g) => g.title.en === "A draft");
    if (!draft) throw new Error("no draft");
    const edited = await client.request("PUT", `/api/admin/study/guides/${draft.id}`, { ...guideInput(draft.weekStart, "Ready now"), published: true });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { guide: AdminStudyGuide }).guide).toMatchObject({ title: { en: "Ready now" }, published: true });

    expect((await client.request("DELETE", `/api/admin/study/guides/${draft.id}`)).status).toBe(204);
    expect((await client.request("DELETE", `/api/admin/study/guides/${draft.id}`)).status).toBe(404);
    expect((await client.request("PUT", `/api/admin/study/guides/${draft.id}`, guideInput(draft.weekStart))).status).toBe(404);
    const actions = await auditOf(String(draft.id));
    expect(actions.map((a) => a.action)).toEqual(["study_guide.create", "study_guide.update", "study_guide.delete"]);
  });

  it("writes, edits and deletes a day's devotional and prayer", async () => {
    const client = await editor();
    const today = todayIn(demoSettings.timeZone);
    const created = await client.post("/api/admin/study/devotionals", {
      day: today,
      kind: "prayer",
      title: text("Evening Prayer", "Oración de la noche"),
      body: text("Lord, keep us this night.", "Señor, guárdanos esta noche."),
      passage: "Psalm 4:8",
    });
    expect(created.status).toBe(201);
    const { devotional } = (await created.json()) as { devotional: AdminDevotional };
    expect(devotional.passage).toMatchObject({ book: "PSA", chapter: 4, verse: 8 });

    const publicList = (await (await ctx().app.request("/api/study/devotionals")).json()) as { devotionals: Array<{ id: number }> };
    expect(publicList.devotionals.map((d) => d.id)).toContain(devotional.id);

    const hidden = await client.request("PUT", `/api/admin/study/devotionals/${devotional.id}`, {
      day: today,
      kind: "prayer",
      title: text("Evening Prayer", "Oración de la noche"),
      body: text("Lord, keep us this night.", "Señor, guárdanos esta noche."),
      published: false,
    });
    expect(hidden.status).toBe(200);
    const afterHiding = (await (await ctx().app.request("/api/study/devotionals")).json()) as { devotionals: Array<{ id: number }> };
    expect(afterHiding.devotionals.map((d) => d.id)).not.toContain(devotional.id);

    const badPassage = await client.post("/api/admin/study/devotionals", { day: today, kind: "devotional", title: text("a", "b"), body: text("c", "d"), passage: "nothing" });
    expect(badPassage.status).toBe(400);
    const badKind = await client.post("/api/admin/study/devotionals", { day: today, kind: "sermon", title: text("a", "b"), body: text("c", "d") });
    expect(badKind.status).toBe(400);

    expect((await client.request("DELETE", `/api/admin/study/devotionals/${devotional.id}`)).status).toBe(204);
    const list = (await (await client.get("/api/admin/study/devotionals")).json()) as { devotionals: AdminDevotional[] };
    expect(list.devotionals).toEqual([]);
  });
});
