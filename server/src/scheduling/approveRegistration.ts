import { appointmentRequestPatientInfoSchema } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conflict } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import type { Transaction } from '../db/database';
import { appointmentRequests, locations } from '../db/schema';
import type { AppointmentRequestRow } from './appointmentRequestsWithNames';
import { locationToday } from './availability';
import { now } from './clock';
import { createPatientFromRequest } from './patientRecords';

/** A new-patient registration (PUT PatientRegistrations): a visitor's request without service or time. */
export function isRegistration(row: AppointmentRequestRow): boolean {
  return (
    row.patientId === null && row.serviceId === null && row.requestedStart === null && row.locationId !== null
  );
}

/**
 * Approves a registration inside the caller's transaction (the row is locked): the visitor
 * becomes a patient at the chosen location, with an episode of care and a portal login for the
 * e-mail given; nothing is booked. Resolves with the new patient's id.
 */
export async function approveRegistration(
  tx: Transaction,
  request: FastifyRequest,
  row: AppointmentRequestRow,
  staffUserId: string,
): Promise<string> {
  const info = appointmentRequestPatientInfoSchema.safeParse(row.patientInfo);
  if (!info.success || !row.locationId)
    throw conflict(['This registration has no usable patient information.']);
  const [location] = await tx.select().from(locations).where(eq(locations.id, row.locationId));
  if (!location) throw conflict(['The chosen location is not available.']);
  const { patientId } = await createPatientFromRequest(
    tx,
    info.data,
    location.id,
    locationToday(location.timeZoneHoursShift),
  );
  await tx
    .update(appointmentRequests)
    .set({ status: 'Approved', patientId, reviewedById: staffUserId, reviewedAt: now().toISOString() })
    .where(eq(appointmentRequests.id, row.id));
  await recordAudit(tx, request, { action: 'create', resource: 'Patient', resourceId: patientId, patientId });
  await recordAudit(tx, request, {
    action: 'approve',
    resource: 'AppointmentRequest',
    resourceId: row.id,
    patientId,
  });
  return patientId;
}
