import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";
import * as es from "bible-passage-reference-parser/esm/lang/es.js";
import type { ScripturePoint, ScriptureRange } from "../../../shared/scripture-format";
import { OSIS_TO_USFM } from "./osis-books";

interface VerseRef {
  book: string;
  chapter: number;
  verse: number;
}

interface RefRange {
  start: VerseRef;
  end: VerseRef;
}

function makeParser(lang: typeof en, compaction: "bc" | "bcv") {
  const parser = new bcv_parser(lang);
  parser.set_options({ osis_compaction_strategy: compaction, sequence_combination_strategy: "separate" });
  return parser;
}

// The parsers are stateful, but parse() and osis() run synchronously back to back, so sharing them is safe.
// Lookups spell out every range with chapter and verse ("John.3.1-John.3.36" for "John 3"), so ranges are
// uniform; display keeps whole chapters whole ("Ps.23"), so "Psalm 23" is shown as "Salmo 23", not "Salmo 23:1-6".
type Parser = ReturnType<typeof makeParser>;
const parsers = [makeParser(en, "bcv"), makeParser(es, "bcv")];
const displayParsers = [makeParser(en, "bc"), makeParser(es, "bc")];

function parseOsisVerse(osis: string): VerseRef | undefined {
  const [osisBook, chapter, verse] = osis.split(".");
  const book = osisBook ? OSIS_TO_USFM[osisBook] : undefined;
  if (!book || !chapter || !verse) return undefined;
  return { book, chapter: Number(chapter), verse: Number(verse) };
}

/**
 * Reads "John 3:16-18", "Jn 3", "1 Cor 13" or "Juan 3:16" (English or Spanish book names) into verse ranges
 * with USFM book ids. Returns [] when nothing in the text is a reference.
 */
export function parseReference(text: string): RefRange[] {
  return rangesOf(parsers, text, parseOsisVerse);
}

/**
 * A parse takes a millisecond or two, and the same references (every sermon card, every search) are read again
 * on every request: each parser's OSIS reading of a text is kept, up to a bound.
 */
const readings = new WeakMap<Parser, Map<string, string | undefined>>();
const MAX_REMEMBERED_READINGS = 5_000;

function osisOf(parser: Parser, text: string): string | undefined {
  let known = readings.get(parser);
  if (!known) readings.set(parser, (known = new Map()));
  if (known.has(text)) return known.get(text);
  const osis = parser.parse(text).osis();
  if (known.size >= MAX_REMEMBERED_READINGS) known.clear();
  known.set(text, osis);
  return osis;
}

/** The first parser's reading of the text as ranges of points (read by `point` from OSIS), or []. */
function rangesOf<P>(from: typeof parsers, text: string, point: (osis: string) => P | undefined): Array<{ start: P; end: P }> {
  for (const parser of from) {
    const osis = osisOf(parser, text);
    if (!osis) continue;
    const ranges: Array<{ start: P; end: P }> = [];
    for (const part of osis.split(",")) {
      const [first, last = first] = part.split("-");
      const start = first ? point(first) : undefined;
      const end = last ? point(last) : undefined;
      if (start && end) ranges.push({ start, end });
    }
    if (ranges.length > 0) return ranges;
  }
  return [];
}

function parseOsisPoint(osis: string): ScripturePoint | undefined {
  const [osisBook, chapter, verse] = osis.split(".");
  const book = osisBook ? OSIS_TO_USFM[osisBook] : undefined;
  if (!book || !chapter) return undefined;
  return { book, chapter: Number(chapter), verse: verse ? Number(verse) : null };
}

/**
 * The ranges a written reference names, for showing it in either language (src/shared/scripture-format.ts):
 * whole chapters have verse null. Returns [] when the text is not a reference.
 */
export function parseDisplayRanges(text: string): ScriptureRange[] {
  return rangesOf(displayParsers, text, parseOsisPoint);
}
