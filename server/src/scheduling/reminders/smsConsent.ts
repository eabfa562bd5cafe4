import { type SQL, sql } from 'drizzle-orm';
import { patients } from '../../db/schema';

/**
 * The opt-in column's value in an update that may set the patient's phone: consent to texts was
 * given for a number, so a different number clears it (the patient asks again in the profile).
 */
export function smsConsentAfterPhone(phone: string | null | undefined): { smsRemindersOptedInAt?: SQL } {
  if (phone === undefined) return {};
  return {
    smsRemindersOptedInAt: sql`case when ${patients.phone} is distinct from ${phone} then null else ${patients.smsRemindersOptedInAt} end`,
  };
}
