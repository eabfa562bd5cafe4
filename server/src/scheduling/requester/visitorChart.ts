import {
  type AppointmentRequestPatientInfo,
  appointmentRequestPatientInfoSchema,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { badRequest, conflict } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Transaction } from '../../db/database';
import { patients } from '../../db/schema';
import type { AppointmentRequestRow } from '../appointmentRequestsWithNames';
import { createPatientFromRequest } from '../patientRecords';
import { emailNotVerifiedMessage } from './emailVerification';

/** What a visitor's request (no signed-in patient) is approved with. */
export interface Visitor {
  info: AppointmentRequestPatientInfo;
  /** Staff chose "link to this patient": this chart is used and none is made. */
  existingPatientId: string | null;
}

export interface VisitorChart {
  patientId: string;
  chart: 'new' | 'existing';
  /** The new chart's episode; null for an existing chart (the booking finds or opens one). */
  episodeOfCareId: string | null;
}

export const signedInPatientKeptMessage =
  "A signed-in patient's request stays with their own chart: it cannot be linked to another patient.";
const unknownPatientMessage = 'The chosen patient does not exist.';

/**
 * The visitor behind an unconfirmed request, or null for a signed-in patient's request. A
 * visitor's request is approved only once their e-mail address is verified (409 before).
 */
export function visitorOf(row: AppointmentRequestRow, existingPatientId: string | undefined): Visitor | null {
  if (row.patientId !== null) {
    if (existingPatientId) throw badRequest([signedInPatientKeptMessage]);
    return null;
  }
  if (row.emailVerifiedAt === null) throw conflict([emailNotVerifiedMessage]);
  const info = appointmentRequestPatientInfoSchema.safeParse(row.patientInfo);
  if (!info.success) throw conflict(['This appointment request has no usable patient information.']);
  return { info: info.data, existingPatientId: existingPatientId ?? null };
}

/**
 * The chart a visitor's approved request goes to: the existing patient staff chose, or a new one
 * (account number, MRN, episode of care) made from what the visitor typed.
 */
export async function chartForVisitor(
  tx: Transaction,
  request: FastifyRequest,
  visitor: Visitor,
  location: { id: string; today: string },
): Promise<VisitorChart> {
  if (visitor.existingPatientId) {
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.id, visitor.existingPatientId));
    if (!patient) throw badRequest([unknownPatientMessage]);
    return { patientId: patient.id, chart: 'existing', episodeOfCareId: null };
  }
  const created = await createPatientFromRequest(tx, visitor.info, location.id, location.today);
  await recordAudit(tx, request, {
    action: 'create',
    resource: 'Patient',
    resourceId: created.patientId,
    patientId: created.patientId,
  });
  return { ...created, chart: 'new' };
}
