import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conflict } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import type { Transaction } from '../db/database';
import { appointmentRequests, locations } from '../db/schema';
import type { AppointmentRequestRow } from './appointmentRequestsWithNames';
import { locationToday } from './availability';
import { now } from './clock';
import { chartForVisitor, type Visitor, type VisitorChart } from './requester/visitorChart';

/** A new-patient registration (PUT PatientRegistrations): a visitor's request without service or time. */
export function isRegistration(row: AppointmentRequestRow): boolean {
  return (
    row.patientId === null && row.serviceId === null && row.requestedStart === null && row.locationId !== null
  );
}

/**
 * Approves a registration inside the caller's transaction (the row is locked): the visitor's
 * chart is the existing one staff chose or a new one at the chosen location, with an episode of
 * care; nothing is booked.
 */
export async function approveRegistration(
  tx: Transaction,
  request: FastifyRequest,
  row: AppointmentRequestRow,
  visitor: Visitor,
  staffUserId: string,
): Promise<VisitorChart> {
  if (!row.locationId) throw conflict(['This registration has no usable patient information.']);
  const [location] = await tx.select().from(locations).where(eq(locations.id, row.locationId));
  if (!location) throw conflict(['The chosen location is not available.']);
  const chart = await chartForVisitor(tx, request, visitor, {
    id: location.id,
    today: locationToday(location.timeZone),
  });
  await tx
    .update(appointmentRequests)
    .set({
      status: 'Approved',
      patientId: chart.patientId,
      reviewedById: staffUserId,
      reviewedAt: now().toISOString(),
    })
    .where(eq(appointmentRequests.id, row.id));
  await recordAudit(tx, request, {
    action: 'approve',
    resource: 'AppointmentRequest',
    resourceId: row.id,
    patientId: chart.patientId,
  });
  return chart;
}
