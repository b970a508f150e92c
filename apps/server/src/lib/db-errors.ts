/** Postgres' unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
