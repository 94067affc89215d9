import type { BibleLookup } from "./bible-constants";

/** Well-loved verses, one a day in turn; the reference is looked up in the reader's translation. */
export const VERSES_OF_THE_DAY = [
  "John 3:16", "Psalm 23:1", "Philippians 4:13", "Proverbs 3:5-6", "Romans 8:28", "Isaiah 40:31",
  "Jeremiah 29:11", "Matthew 11:28", "Joshua 1:9", "Psalm 46:1", "Romans 12:2", "Galatians 5:22-23",
  "Hebrews 11:1", "1 John 4:8", "Micah 6:8", "Matthew 5:14", "Psalm 119:105", "2 Corinthians 5:17",
  "Ephesians 2:8-9", "Lamentations 3:22-23", "Psalm 27:1", "John 14:6", "Romans 5:8", "1 Peter 5:7",
  "Colossians 3:23", "James 1:5", "Psalm 37:4", "Isaiah 41:10", "Matthew 6:33", "John 15:12", "Psalm 118:24",
] as const;

/** The same verse all day for everyone on the same calendar date (`day` as YYYY-MM-DD, the church's today). */
export function verseOfTheDay(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const dayNumber = Math.floor(Date.UTC(year, month - 1, date) / 86_400_000);
  return VERSES_OF_THE_DAY[dayNumber % VERSES_OF_THE_DAY.length] ?? VERSES_OF_THE_DAY[0];
}

/** GET /api/bible/:translation/verse-of-the-day: today's verse, today being the church's calendar date. */
export interface VerseOfTheDayResponse extends BibleLookup {
  day: string;
  reference: string;
}
