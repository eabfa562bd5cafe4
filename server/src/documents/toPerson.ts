import type { CoreFormsPerson } from '@clinic/api-contract';
import type { staffUsers } from '../db/schema';

export type StaffName = Pick<
  typeof staffUsers.$inferSelect,
  'id' | 'firstName' | 'middleName' | 'lastName' | 'credentials'
>;

/** A staff user as documents show their author: createdBy {id, fullName, credentials}. */
export function toPerson(user: StaffName | null): CoreFormsPerson | null {
  if (!user) return null;
  const fullName = [user.firstName, user.middleName, user.lastName].filter((part) => part.trim()).join(' ');
  return { id: user.id, fullName, credentials: user.credentials };
}
