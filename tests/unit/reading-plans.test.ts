import { describe, expect, it } from "vitest";
import { planDays, readingsOf, splitIntoDays, type ChapterSize } from "../../src/server/features/my-study/plan-generation";
import { daysBetween, planDayOn, progressOf, streakOf } from "../../src/server/features/my-study/streak";

const chapter = (book: string, n: number, verses: number): ChapterSize => ({ book, chapter: n, verses });
const sizes = (days: ChapterSize[][]) => days.map((d) => d.reduce((sum, c) => sum + c.verses, 0));

describe("splitting chapters into days", () => {
  it("keeps every chapter once, in order, with at least one chapter a day", () => {
    const chapters = Array.from({ length: 40 }, (_, i) => chapter("PSA", i + 1, 5 + ((i * 7) % 13)));
    const days = splitIntoDays(chapters, 12);
    expect(days).toHaveLength(12);
    expect(days.every((d) => d.length >= 1)).toBe(true);
    expect(days.flat()).toEqual(chapters);
  });

  it("balances by verses rather than by chapters", () => {
    const chapters = [chapter("A", 1, 10), chapter("A", 2, 10), chapter("A", 3, 10), chapter("A", 4, 10), chapter("B", 1, 40)];
    expect(sizes(splitIntoDays(chapters, 2))).toEqual([40, 40]);
  });

  it("leaves a chapter longer than a day's share whole and evens out the days around it", () => {
    const chapters = [...Array.from({ length: 6 }, (_, i) => chapter("A", i + 1, 10)), chapter("B", 1, 40), ...Array.from({ length: 6 }, (_, i) => chapter("C", i + 1, 10))];
    const days = sizes(splitIntoDays(chapters, 5));
    expect(days).toEqual([30, 30, 40, 30, 30]);
  });

  it("gives one chapter a day when there are exactly as many chapters as days", () => {
    const chapters = [chapter("A", 1, 3), chapter("A", 2, 300), chapter("A", 3, 3)];
    expect(splitIntoDays(chapters, 3).map((d) => d.length)).toEqual([1, 1, 1]);
  });

  it("refuses more days than chapters and a day count that is not a positive whole number", () => {
    expect(() => splitIntoDays([chapter("A", 1, 3)], 2)).toThrow(RangeError);
    expect(() => splitIntoDays([chapter("A", 1, 3)], 0)).toThrow(RangeError);
  });
});

describe("a day's readings", () => {
  it("joins consecutive chapters of a book and starts a new reading at a new book", () => {
    expect(readingsOf([chapter("MAT", 27, 66), chapter("MAT", 28, 20), chapter("MRK", 1, 45)])).toEqual([
      { book: "MAT", firstChapter: 27, lastChapter: 28 },
      { book: "MRK", firstChapter: 1, lastChapter: 1 },
    ]);
  });

  it("numbers the days from 1 and counts their verses", () => {
    const days = planDays([chapter("A", 1, 5), chapter("A", 2, 5), chapter("B", 1, 10)], 2);
    expect(days).toEqual([
      { day: 1, readings: [{ book: "A", firstChapter: 1, lastChapter: 2 }], verseCount: 10 },
      { day: 2, readings: [{ book: "B", firstChapter: 1, lastChapter: 1 }], verseCount: 10 },
    ]);
  });
});

describe("streaks and progress", () => {
  const today = "2026-03-01";

  it("counts consecutive days ending today, across a month's end", () => {
    expect(streakOf(["2026-03-01", "2026-02-28", "2026-02-27", "2026-02-25"], today)).toBe(3);
  });

  it("keeps yesterday's streak alive until today is over, and ends it after a missed day", () => {
    expect(streakOf(["2026-02-28", "2026-02-27"], today)).toBe(2);
    expect(streakOf(["2026-02-27", "2026-02-26"], today)).toBe(0);
    expect(streakOf([], today)).toBe(0);
  });

  it("counts a day once however many readings were marked on it", () => {
    expect(streakOf(["2026-03-01", "2026-03-01", "2026-02-28"], today)).toBe(2);
  });

  it("finds the plan day for a date, 0 before the start and one past the end after it", () => {
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
    expect(planDayOn("2026-03-01", "2026-03-01", 30)).toBe(1);
    expect(planDayOn("2026-03-05", "2026-03-01", 30)).toBe(0);
    expect(planDayOn("2026-01-01", "2026-03-01", 30)).toBe(31);
  });

  it("reports whole percent of days done, each day once: 100 only at the end, never 0 once a day is done", () => {
    const done = [
      { day: 2, completedOn: "2026-03-01" },
      { day: 1, completedOn: "2026-02-28" },
    ];
    expect(progressOf(done, 30, today)).toEqual({ doneDays: [1, 2], doneCount: 2, percent: 6, streak: 2 });
    expect(progressOf(Array.from({ length: 30 }, (_, i) => ({ day: i + 1, completedOn: today })), 30, today).percent).toBe(100);
    expect(progressOf(Array.from({ length: 364 }, (_, i) => ({ day: i + 1, completedOn: today })), 365, today).percent).toBe(99);
    expect(progressOf([{ day: 1, completedOn: today }], 365, today).percent).toBe(1);
    expect(progressOf([], 365, today).percent).toBe(0);
  });
});
