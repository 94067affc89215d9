import { parse } from "csv-parse/sync";
import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { readingPlanEnrollments, readingPlanProgress, studyHighlights, studyNotes } from "../../src/server/db/schema/my-study";
import { churchSettings } from "../../src/server/db/schema/site";
import { demoSettings } from "../../src/server/db/seed/demo-content";
import { importBibles } from "../../src/server/features/bible/import";
import { addDays } from "../../src/server/lib/dates";
import type { ChapterAnnotations, PlanDay, ReadingPlanDetail, ReadingPlanList, VerseHighlight, VerseNote } from "../../src/shared/my-study";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { describeEachDatabase } from "./support/test-app";
import { todayIn } from "../../src/shared/date-format";

const password = "search-the-scriptures";
/** Far from the server's own zone, so a date taken from the wrong clock shows. */
const TIME_ZONE = "Pacific/Kiritimati";
const today = () => todayIn(TIME_ZONE);

/** Every chapter a plan's days cover, in reading order ("MAT 1", "MAT 2", ...). */
function chaptersOf(days: PlanDay[]): string[] {
  return days.flatMap((d) => d.readings.flatMap((r) => Array.from({ length: r.lastChapter - r.firstChapter + 1 }, (_, i) => `${r.book} ${r.firstChapter + i}`)));
}

describeEachDatabase("a member's own study: highlights, notes, reading plans, export", (ctx) => {
  let lydia: Browser;
  let silas: Browser;
  const guest = () => new Browser(ctx);

  const signIn = async (email: string) => {
    const browser = new Browser(ctx);
    const signedIn = await browser.json("/api/auth/sign-in/email", { json: { email, password } });
    if (signedIn.status !== 200) throw new Error(`sign-in failed ${signedIn.status}`);
    return browser;
  };
  const annotations = async (who: Browser, path = "/api/my-study/annotations/JHN/3") => (await who.json<ChapterAnnotations>(path)).body;

  beforeAll(async () => {
    await importBibles(ctx().database.db);
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings, timeZone: TIME_ZONE }).onConflictDoUpdate({ target: churchSettings.id, set: { timeZone: TIME_ZONE } });
    await signUpConfirmed(ctx, { fullName: "Lydia Thyatira", email: "lydia@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Silas Companion", email: "silas@example.org", password });
    lydia = await signIn("lydia@example.org");
    silas = await signIn("silas@example.org");
  }, 180_000);

  it("asks guests to sign in for every part of it", async () => {
    const g = guest();
    expect((await g.json("/api/my-study/annotations/JHN/3")).status).toBe(401);
    expect((await g.json("/api/my-study/highlights/JHN/3/16", { method: "PUT", json: { color: "yellow" } })).status).toBe(401);
    expect((await g.json("/api/my-study/notes/JHN/3/16", { method: "PUT", json: { body: "Mine" } })).status).toBe(401);
    expect((await g.json("/api/my-study/plans")).status).toBe(401);
    expect((await g.json("/api/my-study/export")).status).toBe(401);
  });

  it("keeps a member's highlight and note on a verse and shows them with the chapter", async () => {
    const highlighted = await lydia.json<{ highlight: VerseHighlight }>("/api/my-study/highlights/JHN/3/16", { method: "PUT", json: { color: "yellow" } });
    expect(highlighted.status).toBe(200);
    expect(highlighted.body.highlight).toMatchObject({ book: "JHN", chapter: 3, verse: 16, color: "yellow" });
    const noted = await lydia.json<{ note: VerseNote }>("/api/my-study/notes/JHN/3/16", { method: "PUT", json: { body: "God <b>so</b> loved" } });
    expect(noted.status).toBe(200);
    expect(noted.body.note.body).toBe("God so loved");

    const seen = await annotations(lydia);
    expect(seen.highlights.map((h) => [h.verse, h.color])).toEqual([[16, "yellow"]]);
    expect(seen.notes.map((n) => [n.verse, n.body])).toEqual([[16, "God so loved"]]);
    expect((await lydia.request("/api/my-study/annotations/JHN/3")).headers.get("cache-control")).toBe("private, no-store");
    // Another chapter holds none of them.
    expect(await annotations(lydia, "/api/my-study/annotations/JHN/4")).toEqual({ highlights: [], notes: [] });
  });

  it("changes a highlight's colour and rewrites a note in place, one of each per verse", async () => {
    await lydia.json("/api/my-study/highlights/JHN/3/16", { method: "PUT", json: { color: "blue" } });
    await lydia.json("/api/my-study/notes/JHN/3/16", { method: "PUT", json: { body: "For God so loved the world" } });
    const seen = await annotations(lydia);
    expect(seen.highlights.map((h) => [h.verse, h.color])).toEqual([[16, "blue"]]);
    expect(seen.notes.map((n) => n.body)).toEqual(["For God so loved the world"]);
  });

  it("never shows one member's highlights and notes to another, nor lets them change or remove them", async () => {
    expect(await annotations(silas)).toEqual({ highlights: [], notes: [] });
    expect((await silas.json<ChapterAnnotations>("/api/my-study/annotations")).body).toEqual({ highlights: [], notes: [] });
    // Silas's own highlight and note on the same verse are his; Lydia's stay as they were.
    await silas.json("/api/my-study/highlights/JHN/3/16", { method: "PUT", json: { color: "pink" } });
    await silas.json("/api/my-study/notes/JHN/3/16", { method: "PUT", json: { body: "Silas's thought" } });
    expect((await silas.request("/api/my-study/highlights/JHN/3/16", { method: "DELETE" })).status).toBe(204);
    expect((await silas.request("/api/my-study/notes/JHN/3/16", { method: "DELETE" })).status).toBe(204);
    const lydias = await annotations(lydia);
    expect(lydias.highlights.map((h) => h.color)).toEqual(["blue"]);
    expect(lydias.notes.map((n) => n.body)).toEqual(["For God so loved the world"]);
    expect(await annotations(silas)).toEqual({ highlights: [], notes: [] });
    const silasExport = await silas.json<{ highlights: unknown[]; notes: unknown[] }>("/api/my-study/export?format=json");
    expect(silasExport.body.highlights).toEqual([]);
    expect(silasExport.body.notes).toEqual([]);
  });

  it("refuses a colour it does not offer, an empty or too long note, and verses that do not exist", async () => {
    const colour = await lydia.json<{ error: { fields: Record<string, string[]> } }>("/api/my-study/highlights/JHN/3/17", { method: "PUT", json: { color: "#ff0000" } });
    expect(colour.status).toBe(400);
    expect(colour.body.error.fields.color).toEqual(["myStudy.validation.color"]);
    const empty = await lydia.json<{ error: { fields: Record<string, string[]> } }>("/api/my-study/notes/JHN/3/17", { method: "PUT", json: { body: "<i> </i>" } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.body).toEqual(["myStudy.validation.noteRequired"]);
    expect((await lydia.json("/api/my-study/notes/JHN/3/17", { method: "PUT", json: { body: "x".repeat(2001) } })).status).toBe(400);
    expect((await lydia.json("/api/my-study/highlights/JHN/3/177", { method: "PUT", json: { color: "green" } })).status).toBe(400);
    expect((await lydia.json("/api/my-study/highlights/JHN/3/37", { method: "PUT", json: { color: "green" } })).status).toBe(404);
    expect((await lydia.json("/api/my-study/notes/XYZ/1/1", { method: "PUT", json: { body: "Nowhere" } })).status).toBe(404);
    expect((await lydia.json("/api/my-study/highlights/jhn/3/16", { method: "PUT", json: { color: "green" } })).status).toBe(400);
    expect((await annotations(lydia)).highlights.map((h) => h.verse)).toEqual([16]);
  });

  it("removes a highlight and a note", async () => {
    await lydia.json("/api/my-study/highlights/GEN/1/1", { method: "PUT", json: { color: "green" } });
    await lydia.json("/api/my-study/notes/GEN/1/1", { method: "PUT", json: { body: "In the beginning" } });
    expect((await lydia.request("/api/my-study/highlights/GEN/1/1", { method: "DELETE" })).status).toBe(204);
    expect((await lydia.request("/api/my-study/notes/GEN/1/1", { method: "DELETE" })).status).toBe(204);
    expect(await annotations(lydia, "/api/my-study/annotations/GEN/1")).toEqual({ highlights: [], notes: [] });
  });

  it("generates the Gospels plan: all 89 chapters of the four gospels, each exactly once, in 30 days", async () => {
    const { status, body } = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/gospels-30");
    expect(status).toBe(200);
    expect(body.plan).toMatchObject({ id: "gospels-30", dayCount: 30, chapterCount: 89 });
    expect(body.days).toHaveLength(30);
    const chapters = chaptersOf(body.days);
    expect(chapters).toHaveLength(89);
    expect(new Set(chapters).size).toBe(89);
    expect(chapters.slice(0, 2)).toEqual(["MAT 1", "MAT 2"]);
    expect(chapters.at(-1)).toBe("JHN 21");
    expect(new Set(chapters.map((c) => c.split(" ")[0]))).toEqual(new Set(["MAT", "MRK", "LUK", "JHN"]));
    expect(body.days.reduce((sum, d) => sum + d.verseCount, 0)).toBe(body.plan.verseCount);
    expect(body.enrollment).toBeNull();
  });

  it("generates the year plan: all 1,189 chapters, each exactly once, in 365 days balanced by verse count", async () => {
    const { body } = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/bible-365");
    expect(body.plan).toMatchObject({ id: "bible-365", dayCount: 365, chapterCount: 1189 });
    expect(body.days).toHaveLength(365);
    expect(body.days.map((d) => d.day)).toEqual(Array.from({ length: 365 }, (_, i) => i + 1));
    const chapters = chaptersOf(body.days);
    expect(chapters).toHaveLength(1189);
    expect(new Set(chapters).size).toBe(1189);
    expect(chapters[0]).toBe("GEN 1");
    expect(chapters.at(-1)).toBe("REV 22");
    const average = body.plan.verseCount / 365;
    const sizes = body.days.map((d) => d.verseCount);
    // Psalm 119 (176 verses) cannot be split; every other day stays near the average of about 85 verses.
    expect(Math.max(...sizes)).toBe(176);
    expect(sizes.filter((s) => s > average * 1.5)).toEqual([176]);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(Math.floor(average * 0.7));
  });

  it("starts a plan, shows today's reading, marks days done and counts progress in the church's time zone", async () => {
    const started = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/gospels-30", { method: "PUT", json: { startDate: addDays(today(), -2) } });
    expect(started.status).toBe(200);
    expect(started.body.enrollment).toMatchObject({ planId: "gospels-30", startDate: addDays(today(), -2), today: today(), todayDay: 3 });
    expect(started.body.enrollment?.progress).toEqual({ doneDays: [], doneCount: 0, percent: 0, streak: 0 });

    const marked = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/gospels-30/days/3", { method: "PUT" });
    expect(marked.body.enrollment?.progress).toEqual({ doneDays: [3], doneCount: 1, percent: 3, streak: 1 });
    // Marking again counts once.
    const again = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/gospels-30/days/3", { method: "PUT" });
    expect(again.body.enrollment?.progress.doneCount).toBe(1);
    const more = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/gospels-30/days/1", { method: "PUT" });
    expect(more.body.enrollment?.progress).toMatchObject({ doneDays: [1, 3], doneCount: 2, percent: 6, streak: 1 });
    const undone = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/gospels-30/days/1", { method: "DELETE" });
    expect(undone.body.enrollment?.progress.doneDays).toEqual([3]);

    const list = await lydia.json<ReadingPlanList>("/api/my-study/plans");
    expect(list.body.today).toBe(today());
    expect(list.body.plans.map((p) => [p.plan.id, p.enrollment?.progress.doneCount ?? null])).toEqual([["gospels-30", 1], ["bible-365", null]]);
  });

  it("counts the streak as consecutive days up to today, kept alive until today is over", async () => {
    const started = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/bible-365", { method: "PUT", json: { startDate: addDays(today(), -5) } });
    expect(started.body.enrollment?.todayDay).toBe(6);
    const [enrollment] = await ctx()
      .database.db.select({ id: readingPlanEnrollments.id })
      .from(readingPlanEnrollments)
      .where(eq(readingPlanEnrollments.planId, "bible-365"));
    if (!enrollment) throw new Error("no enrollment");
    // Days 1, 2 read on their own days, then a gap, then days 4 and 5 on the two days before today.
    await ctx().database.db.insert(readingPlanProgress).values([
      { enrollmentId: enrollment.id, day: 1, completedOn: addDays(today(), -5) },
      { enrollmentId: enrollment.id, day: 2, completedOn: addDays(today(), -4) },
      { enrollmentId: enrollment.id, day: 4, completedOn: addDays(today(), -2) },
      { enrollmentId: enrollment.id, day: 5, completedOn: addDays(today(), -1) },
    ]);
    const before = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/bible-365");
    expect(before.body.enrollment?.progress).toEqual({ doneDays: [1, 2, 4, 5], doneCount: 4, percent: 1, streak: 2 });
    const after = await lydia.json<ReadingPlanDetail>("/api/my-study/plans/bible-365/days/6", { method: "PUT" });
    expect(after.body.enrollment?.progress.streak).toBe(3);
  });

  it("refuses a day outside the plan, a start date that does not exist or is years away, and marking a plan not started", async () => {
    expect((await lydia.json("/api/my-study/plans/gospels-30/days/31", { method: "PUT" })).status).toBe(400);
    expect((await lydia.json("/api/my-study/plans/gospels-30/days/0", { method: "PUT" })).status).toBe(400);
    expect((await lydia.json("/api/my-study/plans/psalms-7", { method: "PUT", json: { startDate: today() } })).status).toBe(400);
    const impossible = await lydia.json<{ error: { fields: Record<string, string[]> } }>("/api/my-study/plans/gospels-30", { method: "PUT", json: { startDate: "2026-02-30" } });
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.fields.startDate).toEqual(["myStudy.validation.startDate"]);
    const far = await lydia.json<{ error: { fields: Record<string, string[]> } }>("/api/my-study/plans/gospels-30", { method: "PUT", json: { startDate: addDays(today(), 800) } });
    expect(far.body.error.fields.startDate).toEqual(["myStudy.validation.startDateRange"]);
    expect((await silas.json("/api/my-study/plans/gospels-30/days/1", { method: "PUT" })).status).toBe(404);
  });

  it("keeps each member's plans apart", async () => {
    const silasView = await silas.json<ReadingPlanList>("/api/my-study/plans");
    expect(silasView.body.plans.every((p) => p.enrollment === null)).toBe(true);
    // Silas starting the same plan is his own start: Lydia's progress is untouched.
    await silas.json("/api/my-study/plans/gospels-30", { method: "PUT", json: { startDate: today() } });
    await silas.json("/api/my-study/plans/gospels-30/days/1", { method: "PUT" });
    expect((await silas.request("/api/my-study/plans/bible-365", { method: "DELETE" })).status).toBe(204);
    const lydias = await lydia.json<ReadingPlanList>("/api/my-study/plans");
    expect(lydias.body.plans.map((p) => p.enrollment?.progress.doneDays)).toEqual([[3], [1, 2, 4, 5, 6]]);
  });

  it("downloads the member's highlights, notes and plan progress as JSON", async () => {
    await lydia.json("/api/my-study/highlights/GEN/1/1", { method: "PUT", json: { color: "green" } });
    const res = await lydia.request("/api/my-study/export?format=json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="my-study-${today()}.json"`);
    const body = (await res.json()) as { highlights: VerseHighlight[]; notes: VerseNote[]; plans: Array<{ planId: string; percent: number; completed: Array<{ day: number }> }> };
    // Canonical order: Genesis before John.
    expect(body.highlights.map((h) => `${h.book} ${h.chapter}:${h.verse} ${h.color}`)).toEqual(["GEN 1:1 green", "JHN 3:16 blue"]);
    expect(body.notes.map((n) => n.body)).toEqual(["For God so loved the world"]);
    expect(body.plans.map((p) => [p.planId, p.completed.map((d) => d.day)]).sort()).toEqual([["bible-365", [1, 2, 4, 5, 6]], ["gospels-30", [3]]]);
  });

  it("downloads the same as CSV, with a cell that looks like a formula made harmless", async () => {
    await lydia.json("/api/my-study/notes/GEN/1/1", { method: "PUT", json: { body: '=HYPERLINK("x"), "quoted"' } });
    const res = await lydia.request("/api/my-study/export?format=csv");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="my-study-${today()}.csv"`);
    const text = await res.text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("type,book,chapter,verse,color,note,plan,day,completed_on,updated_at");
    const records = parse(text, { columns: true }) as Array<Record<string, string>>;
    expect(records.find((r) => r.type === "note")).toMatchObject({ book: "GEN", chapter: "1", verse: "1", note: "'=HYPERLINK(\"x\"), \"quoted\"" });
    expect(lines.filter((l) => l.startsWith("highlight,"))).toHaveLength(2);
    expect(lines).toContain(`note,GEN,1,1,,"'=HYPERLINK(""x""), ""quoted""",,,,${lines.find((l) => l.startsWith("note,GEN"))?.split(",").at(-1) ?? ""}`);
    expect(lines.filter((l) => l.startsWith("plan_day,"))).toHaveLength(6);
    expect(lines).toContain(`plan_day,,,,,,gospels-30,3,${today()},`);
    expect((await lydia.json("/api/my-study/export?format=xml")).status).toBe(400);
  });

  it("ends a plan the member leaves, with its progress", async () => {
    expect((await lydia.request("/api/my-study/plans/bible-365", { method: "DELETE" })).status).toBe(204);
    const list = await lydia.json<ReadingPlanList>("/api/my-study/plans");
    expect(list.body.plans.find((p) => p.plan.id === "bible-365")?.enrollment).toBeNull();
  });

  it("forgets everything of a member who deletes their account", async () => {
    const phoebe = await signUpConfirmed(ctx, { fullName: "Phoebe Cenchreae", email: "phoebe@example.org", password }).then(() => signIn("phoebe@example.org"));
    await phoebe.json("/api/my-study/highlights/ROM/16/1", { method: "PUT", json: { color: "pink" } });
    await phoebe.json("/api/my-study/notes/ROM/16/1", { method: "PUT", json: { body: "My name" } });
    await phoebe.json("/api/my-study/plans/gospels-30", { method: "PUT", json: { startDate: today() } });
    await phoebe.json("/api/my-study/plans/gospels-30/days/1", { method: "PUT" });
    const db = ctx().database.db;
    const rows = (table: typeof studyHighlights | typeof studyNotes | typeof readingPlanEnrollments | typeof readingPlanProgress) =>
      db.select({ n: count() }).from(table).then(([row]) => Number(row?.n));
    const counts = async () => ({
      highlights: await rows(studyHighlights),
      notes: await rows(studyNotes),
      plans: await rows(readingPlanEnrollments),
      days: await rows(readingPlanProgress),
    });
    const before = await counts();
    expect((await phoebe.json("/api/auth/delete-user", { json: { password } })).status).toBe(200);
    const after = await counts();
    expect(after).toEqual({ highlights: before.highlights - 1, notes: before.notes - 1, plans: before.plans - 1, days: before.days - 1 });
  });
});
