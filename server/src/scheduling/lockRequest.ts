import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../app/httpError';
import type { Transaction } from '../db/database';
import { appointmentRequests } from '../db/schema';
import type { AppointmentRequestRow } from './appointmentRequestsWithNames';
import { freedSlotOf } from './freedSlot';
import { parseWallClock } from './wallClock';

/** The request, locked until the transaction ends; 404 when it does not exist or is out of `scope`. */
export async function lockRequest(
  tx: Transaction,
  requestId: string,
  scope?: SQL,
): Promise<AppointmentRequestRow> {
  const [row] = await tx
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, requestId), scope))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The slot an unconfirmed request held, freed when it is cancelled or declined. */
export function slotHeldBy(row: AppointmentRequestRow) {
  return freedSlotOf({
    clinicianId: row.clinicianId,
    locationId: row.locationId,
    serviceId: row.serviceId,
    start: row.requestedStart ? parseWallClock(row.requestedStart) : null,
    end: row.requestedEnd ? parseWallClock(row.requestedEnd) : null,
  });
}
