/** True for PostgreSQL's unique_violation (23505), from pg or PGlite, also when wrapped by drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  for (
    let err = e as { code?: string; cause?: unknown } | undefined, i = 0;
    err && i < 4;
    err = err.cause as typeof err, i++
  ) {
    if (err.code === '23505') return true;
  }
  return false;
}
