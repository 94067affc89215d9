/** An ILIKE pattern for "contains this text": "%" and "_" typed by a person are letters, not patterns. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
