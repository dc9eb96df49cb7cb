/**
 * Whether a database error (or one it wraps, as Drizzle does) is a unique violation (SQLSTATE
 * 23505): how callers learn that the database's uniqueness rule held (ARCHITECTURE invariants).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}
