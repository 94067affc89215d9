/** True when a write broke a unique constraint (PostgreSQL code 23505, wrapped or not by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === "23505";
}
