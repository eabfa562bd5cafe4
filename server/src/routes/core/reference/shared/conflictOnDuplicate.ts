import { conflict } from '../../../../app/httpError';

/** PostgreSQL's unique_violation (23505), as raised by node-postgres and PGlite alike. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`.
  for (let depth = 0; depth < 3 && current; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Runs a write; a concurrent duplicate caught by a unique index answers 409 with `message`. */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict([message]);
    throw error;
  }
}
