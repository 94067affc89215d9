/**
 * The Reina-Valera 1909 text we import comes from a printed Bible's layout: each chapter opens with a drop cap,
 * which the source writes as its first word in capitals ("EN el principio", "Y ABRAHAM era viejo", "Salmo de
 * David. JEHOVÁ, ¿quién..."), and a few sections inside a chapter open so too ("HUBO en los días de Herodes").
 * Read on a screen, "EN el principio" looks like a typo: the word is written as a sentence writes it instead
 * ("En el principio", "Abraham", "Jehová"), on import (issue 51). Capitals that mean something stay: the Hebrew
 * letters heading Psalm 119's stanzas (ALEPH, BETH...), the writing on the wall (MENE, TEKEL), the divine
 * name JAH and the churches' names in Revelation 2 and 3 (EFESO), which never open a sentence as a drop cap does.
 */

const HEBREW_LETTERS = new Set([
  "ALEPH", "BETH", "GIMEL", "DALETH", "HE", "VAU", "ZAIN", "CHETH", "TETH", "JOD", "CAPH", "LAMED", "MEM", "NUN",
  "SAMECH", "AIN", "PE", "TZADDI", "COPH", "RESH", "SIN", "SCHIN", "TAU",
]);

/** A word of two or more capitals, not part of a longer word. */
const CAPITAL_WORD = /(?<!\p{L})(\p{Lu}{2,})(?!\p{L})/gu;
/** A verse inside a chapter that opens with a drop cap: a capital word and then a word in lower case. */
const SECTION_OPENING = /^(\p{Lu}{2,}) \p{Ll}/u;

const asInSentence = (word: string) => `${word.charAt(0)}${word.slice(1).toLowerCase()}`;

/** One verse with its drop cap written as a sentence writes it; `verse` is its number in the chapter. */
export function withoutDropCap(text: string, verse: number): string {
  if (verse === 1) {
    for (const match of text.matchAll(CAPITAL_WORD)) {
      const word = match[1] ?? "";
      if (HEBREW_LETTERS.has(word)) continue;
      const at = match.index ?? 0;
      const rest = text.slice(at + word.length);
      // A short first word takes the next one into the drop cap: "EL MISMO día", "YO DIJE", "DE SIETE años".
      const next = word.length <= 3 ? /^ (\p{Lu}{2,})(?!\p{L})/u.exec(rest)?.[1] : undefined;
      if (next && !HEBREW_LETTERS.has(next)) return `${text.slice(0, at)}${asInSentence(word)} ${next.toLowerCase()}${rest.slice(next.length + 1)}`;
      return `${text.slice(0, at)}${asInSentence(word)}${rest}`;
    }
    return text;
  }
  const opening = SECTION_OPENING.exec(text)?.[1];
  return opening && !HEBREW_LETTERS.has(opening) ? `${asInSentence(opening)}${text.slice(opening.length)}` : text;
}
