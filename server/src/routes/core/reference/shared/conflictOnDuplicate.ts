import { conflict } from '../../../../app/httpError';
import { isUniqueViolation } from '../../../../db/postgresErrorCode';

/** Runs a write; a concurrent duplicate caught by a unique index answers 409 with `message`. */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict([message]);
    throw error;
  }
}
