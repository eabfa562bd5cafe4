/** PostgreSQL's SQLSTATE codes we answer for rather than fail on. */
export const postgresErrorCodes = {
  uniqueViolation: '23505',
  /** An exclusion constraint refused a row (no double booking, migration 0021). */
  exclusionViolation: '23P01',
} as const;

/**
 * Whether a failed query carries `code`, wherever the driver put it: node-postgres and PGlite
 * raise it on the error, Drizzle wraps that error in `cause`.
 */
export function hasPostgresErrorCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === code) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean =>
  hasPostgresErrorCode(error, postgresErrorCodes.uniqueViolation);
