import type { AppointmentRequestDetail } from '@clinic/api-contract';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../../app/httpError';
import type { Queryable } from '../../../db/database';
import { appointmentRequests, forms, patientRequestDocuments } from '../../../db/schema';
import {
  selectRequestsWithNames,
  toAppointmentRequestListItem,
} from '../../../scheduling/appointmentRequestsWithNames';

/** What staff review: the request, who asked (a patient, or a visitor's own words) and the intake forms. */
export async function loadRequestDetail(db: Queryable, requestId: string): Promise<AppointmentRequestDetail> {
  const [row] = await selectRequestsWithNames(db, eq(appointmentRequests.id, requestId));
  if (!row) throw notFound();
  const intake = await db
    .select({ document: patientRequestDocuments, formName: forms.name })
    .from(patientRequestDocuments)
    .innerJoin(forms, eq(forms.id, patientRequestDocuments.formId))
    .where(eq(patientRequestDocuments.patientRequestId, requestId))
    .orderBy(asc(patientRequestDocuments.order));
  return {
    ...toAppointmentRequestListItem(row),
    intakeDocuments: intake.map(({ document, formName }) => ({
      id: document.id,
      formId: document.formId,
      formName,
      versionId: document.versionId,
      score: document.score,
      order: document.order,
    })),
  };
}
