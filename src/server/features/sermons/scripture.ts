import type { ScriptureRef, SermonPassage } from "../../../shared/sermons";
import { OSIS_TO_USFM } from "../bible/osis-books";
import { parseDisplayRanges, parseReference } from "../bible/references";

const USFM_TO_OSIS = Object.fromEntries(Object.entries(OSIS_TO_USFM).map(([osis, usfm]) => [usfm, osis]));
/** USFM ids in canonical order (GEN ... REV). */
export const CANONICAL_BOOKS: readonly string[] = Object.values(OSIS_TO_USFM);

/**
 * Normalises references written in English or Spanish ("Jn 3:16", "Juan 3:16-18", "1 Cor 13") with
 * bible-passage-reference-parser: each keeps its text and gains its OSIS form; the books feed the book filter.
 */
export function normaliseScripture(references: string[]): { scripture: ScriptureRef[]; books: string[] } {
  const books = new Set<string>();
  const scripture = references.map((reference) => {
    const ranges = parseReference(reference);
    for (const range of ranges) {
      books.add(range.start.book);
      books.add(range.end.book);
    }
    const osis = ranges
      .map(({ start, end }) => {
        const from = `${USFM_TO_OSIS[start.book]}.${start.chapter}.${start.verse}`;
        const to = `${USFM_TO_OSIS[end.book]}.${end.chapter}.${end.verse}`;
        return from === to ? from : `${from}-${to}`;
      })
      .join(",");
    return { reference, osis: osis || null };
  });
  return { scripture, books: CANONICAL_BOOKS.filter((b) => books.has(b)) };
}

export function presentScripture(ref: ScriptureRef): SermonPassage {
  const [first] = parseReference(ref.reference);
  return {
    reference: ref.reference,
    ranges: parseDisplayRanges(ref.reference),
    osis: ref.osis,
    book: first?.start.book ?? null,
    chapter: first?.start.chapter ?? null,
    verse: first?.start.verse ?? null,
  };
}

/** The searchable words beside title and summary: references as written and topic names in both languages. */
export function sermonSearchTerms(references: string[], topicNames: { en: string; es: string }[]): string {
  return [...references, ...topicNames.flatMap((n) => [n.en, n.es])].join("; ");
}
