import type { PortalDocumentsRequestDocument } from '@clinic/api-contract';
import type { FormContent, Results } from '@clinic/forms-core';
import { and, eq, or } from 'drizzle-orm';
import { badRequest, notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { appointmentRequests, forms, formVersions, patientRequestDocuments } from '../../../../db/schema';
import { documentMessages } from '../../../../documents/documentMessages';
import { isoInstant } from '../../../../documents/isoInstant';
import { loadReferencedCollections } from '../../../../documents/loadCollections';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';
import { restrictToEditable } from '../../../../documents/restrictToEditable';
import { scoreDocument } from '../../../../documents/scoreDocument';
import { signatureCounts } from '../../../../documents/signatureCounts';
import { asResults } from '../../../../documents/toDocumentDto';
import { validateDocumentResults } from '../../../../documents/validateDocumentResults';
import type { PortalDocumentActor } from '../shared/portalActor';

export const requestClosedMessage = 'This appointment request can no longer be changed.';

type RequestRow = typeof appointmentRequests.$inferSelect;
type RequestDocumentRow = typeof patientRequestDocuments.$inferSelect;

/** A request is the caller's when their login made it or it is for the patient they act for. */
const ownedBy = (actor: PortalDocumentActor) =>
  or(eq(appointmentRequests.loginId, actor.loginId), eq(appointmentRequests.patientId, actor.patientId));

export async function loadOwnAppointmentRequest(
  db: Queryable,
  id: string,
  actor: PortalDocumentActor,
): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, id), ownedBy(actor)));
  if (!row) throw notFound();
  return row;
}

/** Intake forms change only while the clinic has not reviewed the request. */
export function assertRequestOpen(request: RequestRow): void {
  if (request.status !== 'Unconfirmed') throw badRequest([requestClosedMessage]);
}

export interface OwnRequestDocument {
  row: RequestDocumentRow;
  formName: string;
  content: FormContent;
  request: RequestRow;
}

/** An intake document of one of the caller's requests, or 404 (locked until the transaction ends with `lock`). */
export async function loadOwnRequestDocument(
  db: Queryable,
  id: string,
  actor: PortalDocumentActor,
  options: { lock?: boolean } = {},
): Promise<OwnRequestDocument> {
  const query = db
    .select({
      row: patientRequestDocuments,
      formName: forms.name,
      content: formVersions.content,
      request: appointmentRequests,
    })
    .from(patientRequestDocuments)
    .innerJoin(forms, eq(forms.id, patientRequestDocuments.formId))
    .innerJoin(formVersions, eq(formVersions.id, patientRequestDocuments.versionId))
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, patientRequestDocuments.patientRequestId))
    .where(and(eq(patientRequestDocuments.id, id), ownedBy(actor)));
  const [found] = options.lock ? await query.for('update', { of: patientRequestDocuments }) : await query;
  if (!found) throw notFound();
  return { ...found, content: loadFormContentOrThrow(found.content, found.row.versionId) };
}

/**
 * The columns of a patient's answers: only e-form editable fields change, and when the patient
 * is done they are checked like a completed e-form (400 with the messages per component id).
 */
export function intakeAnswerValues(
  content: FormContent,
  stored: Results,
  incoming: Results,
  complete: boolean,
) {
  const results = restrictToEditable(content, stored, incoming);
  if (complete) {
    const check = validateDocumentResults(content, results, { mode: 'e-form', filling: true });
    if (!check.valid)
      throw badRequest([documentMessages.invalidResults, ...check.messages], check.fieldErrors);
  }
  return { results, ...signatureCounts(content, results), score: scoreDocument(content, results) ?? null };
}

/** The reply: the intake document with its version content and the collections that content references. */
export async function toPortalRequestDocument(
  db: Queryable,
  found: Omit<OwnRequestDocument, 'request'>,
): Promise<PortalDocumentsRequestDocument> {
  const { row } = found;
  return {
    id: row.id,
    patientRequestId: row.patientRequestId,
    formId: row.formId,
    formName: found.formName,
    versionId: row.versionId,
    content: found.content,
    collections: await loadReferencedCollections(db, found.content),
    results: asResults(row.results),
    bakedLayout: row.bakedLayout,
    score: row.score,
    totalSignatures: row.totalSignatures,
    completedSignatures: row.completedSignatures,
    order: row.order,
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}
