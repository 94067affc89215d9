import type { PlanDay, PlanReading } from "../../../shared/my-study-constants";

/** One chapter of the text and how many verse slots it holds. */
export interface ChapterSize {
  book: string;
  chapter: number;
  verses: number;
}

/**
 * Splits chapters, in canonical order and never cut in half, into `dayCount` consecutive days of as nearly
 * the same number of verses as the text allows: of all the ways to cut, the one with the least squared
 * difference from the daily average (dynamic programming over days and chapter boundaries). A greedy cut
 * leaves a short day after every long chapter; this spreads the difference over the days around it.
 * Every day gets at least one chapter.
 */
export function splitIntoDays(chapters: readonly ChapterSize[], dayCount: number): ChapterSize[][] {
  if (!Number.isInteger(dayCount) || dayCount < 1) throw new RangeError("dayCount must be a positive whole number");
  const n = chapters.length;
  if (n < dayCount) throw new RangeError(`${n} chapters cannot fill ${dayCount} days`);
  const before = new Float64Array(n + 1);
  chapters.forEach((c, i) => (before[i + 1] = (before[i] ?? 0) + c.verses));
  const total = before[n] ?? 0;
  const average = total / dayCount;
  const versesBetween = (from: number, to: number) => (before[to] ?? 0) - (before[from] ?? 0);

  // best[i]: the least cost of reading the first i chapters in the days so far; cuts[d][i]: where day d began.
  let best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  const cuts: Int32Array[] = [];
  for (let day = 1; day <= dayCount; day++) {
    const next = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
    const cut = new Int32Array(n + 1).fill(-1);
    // Enough chapters must remain for the days still to come.
    for (let end = day; end <= n - (dayCount - day); end++) {
      let least = Number.POSITIVE_INFINITY;
      for (let start = end - 1; start >= day - 1; start--) {
        const over = versesBetween(start, end) - average;
        const cost = over * over;
        // A longer day only costs more from here on, and earlier days cost nothing less than zero.
        if (over > 0 && cost >= least) break;
        const candidate = (best[start] ?? Number.POSITIVE_INFINITY) + cost;
        if (candidate < least) {
          least = candidate;
          cut[end] = start;
        }
      }
      next[end] = least;
    }
    best = next;
    cuts.push(cut);
  }

  const days: ChapterSize[][] = [];
  let end = n;
  for (let day = dayCount; day >= 1; day--) {
    const start = cuts[day - 1]?.[end] ?? -1;
    if (start < 0) throw new Error("no way to split the chapters");
    days.unshift(chapters.slice(start, end));
    end = start;
  }
  return days;
}

/** "Matthew 1-3" and "Mark 1": runs of consecutive chapters of one book. */
export function readingsOf(chapters: readonly ChapterSize[]): PlanReading[] {
  const readings: PlanReading[] = [];
  for (const { book, chapter } of chapters) {
    const last = readings.at(-1);
    if (last && last.book === book && last.lastChapter === chapter - 1) last.lastChapter = chapter;
    else readings.push({ book, firstChapter: chapter, lastChapter: chapter });
  }
  return readings;
}

/** The plan's days as the API shows them. */
export function planDays(chapters: readonly ChapterSize[], dayCount: number): PlanDay[] {
  return splitIntoDays(chapters, dayCount).map((day, index) => ({
    day: index + 1,
    readings: readingsOf(day),
    verseCount: day.reduce((sum, c) => sum + c.verses, 0),
  }));
}
