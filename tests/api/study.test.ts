import { formatScripture } from "../../src/shared/scripture-format";
import { expect, it } from "vitest";
import { churchSettings } from "../../src/server/db/schema/site";
import { devotionals, studyGuides } from "../../src/server/db/schema/study";
import { demoSettings } from "../../src/server/db/seed/demo-content";
import { addDays, weekStartOf } from "../../src/server/lib/dates";
import type { DevotionalList, StudyGuide, StudyGuideArchive } from "../../src/shared/study";
import { describeEachDatabase } from "./support/test-app";
import { todayIn } from "../../src/shared/date-format";

const TIME_ZONE = demoSettings.timeZone;
const today = () => todayIn(TIME_ZONE);
const thisWeek = () => weekStartOf(today());
const text = (en: string, es: string) => ({ en, es });

function guideRow(weekStart: string, title: string, extra: Partial<typeof studyGuides.$inferInsert> = {}) {
  return { weekStart, title: text(title, `${title} (es)`), body: text(`# ${title}`, `# ${title} (es)`), ...extra };
}

describeEachDatabase("weekly study guides", (ctx) => {
  const get = async <T>(path: string) => {
    const res = await ctx().app.request(path);
    return { status: res.status, body: (await res.json()) as T, cache: res.headers.get("cache-control") };
  };

  it("responds with null for this week's guide before the church has written one", async () => {
    const { status, body } = await get<{ guide: StudyGuide | null }>("/api/study/guides/current");
    expect(status).toBe(200);
    expect(body.guide).toBeNull();
  });

  it("shows this week's published guide with its passages linked to the reader, never next week's or a draft", async () => {
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings });
    await ctx().database.db.insert(studyGuides).values([
      guideRow(thisWeek(), "This week", {
        passages: ["John 3:1-21", "Juan 3:16", "Not a passage"],
        questions: [text("Why at night?", "¿Por qué de noche?")],
      }),
      guideRow(addDays(thisWeek(), -7), "Last week"),
      guideRow(addDays(thisWeek(), 7), "Next week"),
      guideRow(addDays(thisWeek(), -14), "A draft", { published: false }),
    ]);
    const { body, cache } = await get<{ guide: StudyGuide }>("/api/study/guides/current");
    expect(cache).toContain("max-age=60");
    expect(body.guide).toMatchObject({
      weekStart: thisWeek(),
      title: { en: "This week", es: "This week (es)" },
      body: { en: "# This week" },
      questions: [{ en: "Why at night?", es: "¿Por qué de noche?" }],
    });
    expect(body.guide.passages).toEqual([
      { reference: "John 3:1-21", ranges: [{ start: { book: "JHN", chapter: 3, verse: 1 }, end: { book: "JHN", chapter: 3, verse: 21 } }], book: "JHN", chapter: 3, verse: 1 },
      { reference: "Juan 3:16", ranges: [{ start: { book: "JHN", chapter: 3, verse: 16 }, end: { book: "JHN", chapter: 3, verse: 16 } }], book: "JHN", chapter: 3, verse: 16 },
      { reference: "Not a passage", ranges: [], book: null, chapter: null, verse: null },
    ]);
    // The page shows each in its own language's book names (src/shared/scripture-format.ts).
    expect(body.guide.passages.map((p) => formatScripture(p, "es"))).toEqual(["Juan 3:1-21", "Juan 3:16", "Not a passage"]);
  });

  it("lists the archive newest first without future weeks or drafts", async () => {
    const { body } = await get<StudyGuideArchive>("/api/study/guides");
    expect(body.guides.map((g) => g.title.en)).toEqual(["This week", "Last week"]);
    expect(body).toMatchObject({ page: 1, pageCount: 1 });
    expect(body.guides[0]).not.toHaveProperty("body");
  });

  it("pages the archive twelve at a time", async () => {
    await ctx().database.db.insert(studyGuides).values(
      Array.from({ length: 12 }, (_, i) => guideRow(addDays(thisWeek(), -7 * (i + 3)), `Older ${i + 1}`)),
    );
    const first = await get<StudyGuideArchive>("/api/study/guides");
    expect(first.body.guides).toHaveLength(12);
    expect(first.body.pageCount).toBe(2);
    const second = await get<StudyGuideArchive>("/api/study/guides?page=2");
    expect(second.body.guides.map((g) => g.title.en)).toEqual(["Older 11", "Older 12"]);
  });

  it("finds a guide by any day of its week, and hides a future week", async () => {
    const midweek = addDays(addDays(thisWeek(), -7), 3);
    const found = await get<{ guide: StudyGuide }>(`/api/study/guides/${midweek}`);
    expect(found.body.guide.title.en).toBe("Last week");
    const future = await get<{ error: { code: string } }>(`/api/study/guides/${addDays(thisWeek(), 7)}`);
    expect(future.status).toBe(404);
    const draft = await get<unknown>(`/api/study/guides/${addDays(thisWeek(), -14)}`);
    expect(draft.status).toBe(404);
  });

  it("refuses a date that is not a date, and a page out of range", async () => {
    const bad = await get<{ error: { code: string; fields: Record<string, string[]> } }>("/api/study/guides/2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.week).toEqual(["study.validation.date"]);
    expect((await ctx().app.request("/api/study/guides?page=0")).status).toBe(400);
    expect((await ctx().app.request("/api/study/guides?page=abc")).status).toBe(400);
  });
});

describeEachDatabase("daily devotionals and prayers", (ctx) => {
  it("shows the past week's readings, today's first, and nothing from tomorrow or older", async () => {
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings });
    const reading = (day: string, kind: "devotional" | "prayer", title: string, passage: string | null = null) => ({
      day,
      kind,
      title: text(title, `${title} (es)`),
      body: text("Body", "Cuerpo"),
      passage,
    });
    await ctx().database.db.insert(devotionals).values([
      reading(addDays(today(), -1), "devotional", "Yesterday"),
      reading(today(), "prayer", "Today's prayer"),
      reading(today(), "devotional", "Today's devotional", "Psalm 119:105"),
      reading(addDays(today(), 1), "devotional", "Tomorrow"),
      reading(addDays(today(), -7), "devotional", "A week ago"),
      { ...reading(today(), "devotional", "Unpublished"), published: false },
    ]);
    const res = await ctx().app.request("/api/study/devotionals");
    expect(res.status).toBe(200);
    const body = (await res.json()) as DevotionalList;
    expect(body.today).toBe(today());
    expect(body.devotionals.map((d) => d.title.en)).toEqual(["Today's devotional", "Today's prayer", "Yesterday"]);
    expect(body.devotionals[0]?.passage).toMatchObject({ reference: "Psalm 119:105", book: "PSA", chapter: 119, verse: 105 });
    expect(formatScripture(body.devotionals[0]?.passage ?? { reference: "" }, "es")).toBe("Salmo 119:105");
    expect(body.devotionals[1]?.passage).toBeNull();
  });
});
