import { describe, expect, it } from "vitest";
import { parseReference } from "../../src/server/features/bible/references";
import { VERSES_OF_THE_DAY, verseOfTheDay } from "../../src/shared/verse-of-the-day";

describe("the verse of the day", () => {
  it("is one verse for the whole of a calendar date", () => {
    expect(verseOfTheDay("2026-11-28")).toBe(verseOfTheDay("2026-11-28"));
  });

  it("moves to the next verse each day and comes round again after the whole list", () => {
    const at = (day: string) => VERSES_OF_THE_DAY.indexOf(verseOfTheDay(day) as (typeof VERSES_OF_THE_DAY)[number]);
    expect(at("2026-11-29")).toBe((at("2026-11-28") + 1) % VERSES_OF_THE_DAY.length);
    expect(at("2026-12-01")).toBe((at("2026-11-30") + 1) % VERSES_OF_THE_DAY.length);
    const days = Array.from({ length: VERSES_OF_THE_DAY.length }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10));
    expect(new Set(days.map(verseOfTheDay)).size).toBe(VERSES_OF_THE_DAY.length);
  });

  it("names only references the Bible lookup understands", () => {
    for (const reference of VERSES_OF_THE_DAY) expect(parseReference(reference), reference).not.toHaveLength(0);
  });
});
