/**
 * Whether a database error is a unique constraint refusing a row: SQLite's
 * SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505 (unique_violation).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
