function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/**
 * True for PostgreSQL's "data exception" class (22xxx): a value the database cannot hold, such as a NUL
 * character in text, a number out of range or an impossible date. Only input causes these.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith("22") ?? false;
}

/** True when a write broke a unique constraint (PostgreSQL code 23505, wrapped or not by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505";
}
