import type {
  CoreBillingTakings,
  CoreBillingTakingsEntry,
  CoreBillingTakingsLocation,
  CoreBillingTakingsQuery,
} from '@clinic/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { locations, patients, paymentHistory, staffUsers } from '../../db/schema';

/**
 * A day's takings: the payment and refund lines of the ledger dated that day (each posted on its
 * location's clock), per location and one by one. Imported lines are left out: they were taken
 * by the practice-management system, not here.
 */
export async function dayTakings(db: Queryable, query: CoreBillingTakingsQuery): Promise<CoreBillingTakings> {
  const rows = await db
    .select({
      line: paymentHistory,
      location: { id: locations.id, name: locations.name },
      patient: {
        id: patients.id,
        firstName: patients.firstName,
        lastName: patients.lastName,
        accountNumber: patients.accountNumber,
      },
      staff: { firstName: staffUsers.firstName, lastName: staffUsers.lastName },
    })
    .from(paymentHistory)
    .innerJoin(patients, eq(patients.id, paymentHistory.patientId))
    .leftJoin(locations, eq(locations.id, paymentHistory.locationId))
    .leftJoin(staffUsers, eq(staffUsers.id, paymentHistory.postedById))
    .where(
      and(
        eq(paymentHistory.date, query.date),
        inArray(paymentHistory.entryType, ['payment', 'refund']),
        query.locationId ? eq(paymentHistory.locationId, query.locationId) : undefined,
      ),
    )
    .orderBy(asc(paymentHistory.seq));
  const entries = rows.map(
    ({ line, location, patient, staff }): CoreBillingTakingsEntry => ({
      id: line.id,
      type: line.entryType === 'refund' ? 'refund' : 'payment',
      postedAt: new Date(line.createdAt).toISOString(),
      location: location?.id ? location : null,
      patient: {
        id: patient.id,
        name: `${patient.firstName} ${patient.lastName}`.trim(),
        accountNumber: patient.accountNumber,
      },
      card: line.details,
      takenBy: staff?.firstName ? `${staff.firstName} ${staff.lastName}`.trim() : null,
      amountCents: Math.abs(line.paymentsCents),
    }),
  );
  return { date: query.date, locations: perLocation(entries), entries };
}

function perLocation(entries: readonly CoreBillingTakingsEntry[]): CoreBillingTakingsLocation[] {
  const byLocation = new Map<string, CoreBillingTakingsLocation>();
  for (const entry of entries) {
    const key = entry.location?.id ?? '';
    const total = byLocation.get(key) ?? {
      location: entry.location,
      paymentsCount: 0,
      paymentsCents: 0,
      refundsCount: 0,
      refundsCents: 0,
      netCents: 0,
    };
    if (entry.type === 'payment') {
      total.paymentsCount++;
      total.paymentsCents += entry.amountCents;
      total.netCents += entry.amountCents;
    } else {
      total.refundsCount++;
      total.refundsCents += entry.amountCents;
      total.netCents -= entry.amountCents;
    }
    byLocation.set(key, total);
  }
  return [...byLocation.values()].sort((a, b) =>
    (a.location?.name ?? '').localeCompare(b.location?.name ?? ''),
  );
}
