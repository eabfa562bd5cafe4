import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { staffUsers } from '../db/schema';
import { toPerson } from './toPerson';

/**
 * A staff user's name with credentials as it reads now ("Dana Cole, LCSW"), kept beside what they
 * did (a score set by hand, an alert acknowledged) so the record stays true if they are renamed.
 */
export async function staffNameNow(db: Queryable, staffUserId: string): Promise<string | null> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffUserId));
  const person = toPerson(user ?? null);
  return person ? [person.fullName, person.credentials].filter(Boolean).join(', ') : null;
}
