/**
 * Characters no XML 1.0 document and no iCalendar TEXT value may hold: the C0 controls but tab, line feed and
 * carriage return, U+FFFE and U+FFFF, and half a surrogate pair. One such character written raw into the
 * podcast feed breaks it for every subscriber, so every XML and calendar writer drops them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const NOT_ALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function dropControlCharacters(text: string): string {
  return text.replace(NOT_ALLOWED, "");
}

const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

/** Text made safe for XML content and attribute values: escaped, with the characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return dropControlCharacters(text).replace(/[<>&'"]/g, (ch) => ENTITIES[ch] ?? ch);
}
