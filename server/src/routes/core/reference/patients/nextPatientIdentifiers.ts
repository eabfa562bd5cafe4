import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { patients } from '../../../../db/schema';
import { advisoryXactLock, numberingLocks } from '../shared/advisoryLock';

/** The first numbers given when no patient has one yet. */
const firstAccountNumber = 100_001;
const firstMrnNumber = 1;

/**
 * The next account number ("100846") and MRN ("MRN-000846"): one more than the highest in use.
 * Serialised with a transaction-scoped advisory lock so two creations never draw the same
 * number; the unique indexes stay the last line of defence.
 */
export async function nextPatientIdentifiers(
  tx: Transaction,
): Promise<{ accountNumber: string; mrn: string }> {
  await advisoryXactLock(tx, numberingLocks.patient);
  const [row] = await tx
    .select({
      account: sql<
        string | null
      >`max(case when ${patients.accountNumber} ~ '^[0-9]{1,15}$' then ${patients.accountNumber}::bigint end)`,
      mrn: sql<
        string | null
      >`max(case when ${patients.mrn} ~ '^MRN-[0-9]{1,15}$' then substring(${patients.mrn} from 5)::bigint end)`,
    })
    .from(patients);
  const account = row?.account == null ? firstAccountNumber : Number(row.account) + 1;
  const mrn = row?.mrn == null ? firstMrnNumber : Number(row.mrn) + 1;
  return { accountNumber: String(account), mrn: `MRN-${String(mrn).padStart(6, '0')}` };
}
