/** Whether Postgres's error `code` is anywhere in the cause chain, where the driver or Drizzle put it (PGlite too). */
function hasPostgresCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23505');
}

/** Postgres's deadlock_detected: one of the two transactions was rolled back and can simply run again. */
export function isDeadlock(error: unknown): boolean {
  return hasPostgresCode(error, '40P01');
}

/** Postgres's exclusion_violation: a row an exclusion constraint keeps apart from another (a trainer's sessions). */
export function isExclusionViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23P01');
}
