/**
 * Whether `error`, or an error it wraps (Drizzle wraps the driver's as `cause`), is
 * PostgreSQL's unique violation (23505): a row that another request stored first.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
