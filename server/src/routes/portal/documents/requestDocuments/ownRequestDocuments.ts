import type { PortalDocumentsRequestDocument } from '@clinic/api-contract';
import { checkDocument, type FormContent, prepareSubmission, type Results } from '@clinic/forms-core';
import { and, eq, or } from 'drizzle-orm';
import { notFound, refused } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { appointmentRequests, forms, formVersions, patientRequestDocuments } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';
import type { DocumentCaller } from '../../../../documents/pipeline/documentCaller';
import { replyCollectionsOf, replyContextOf } from '../../../../documents/pipeline/documentPipelineContext';
import { type IntakeFacts, loadIntakeContext } from '../../../../documents/pipeline/intakeContext';
import { refusedDocument } from '../../../../documents/pipeline/refusedDocument';
import { scoreDocument } from '../../../../documents/scoreDocument';
import { signatureCounts } from '../../../../documents/signatureCounts';
import { asResults } from '../../../../documents/toDocumentDto';
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
  if (request.status !== 'Unconfirmed') throw refused(400, 'requestClosed', requestClosedMessage);
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
 * The columns of a patient's answers, through the document pipeline in the e-form mode: only what
 * the patient may change takes the sent value, and when the patient is done the form is checked
 * as the browser checks it (400 with the codes and texts per component id).
 */
export async function intakeAnswerValues(
  db: Queryable,
  found: IntakeFacts & { stored: Results; oneTimeValues: Results },
  answer: { results: Results; complete: boolean; caller: DocumentCaller },
) {
  const context = await loadIntakeContext(db, found, { chart: true });
  const prepared = prepareSubmission({
    content: found.content,
    stored: found.stored,
    sent: answer.results,
    mode: 'e-form',
    context,
    language: answer.caller.language,
    logger: answer.caller.logger,
    oneTimeValues: found.oneTimeValues,
  });
  if (Object.keys(prepared.shapeErrors).length > 0)
    throw refusedDocument(found.content, prepared.shapeErrors, answer.caller.language, 'unreadable');
  if (answer.complete) {
    const check = checkDocument(prepared.engine, { mode: 'e-form', filling: true });
    if (!check.valid)
      throw refusedDocument(found.content, check.errors, answer.caller.language, 'incomplete');
  }
  const { results } = prepared;
  return {
    values: {
      results,
      oneTimeValues: prepared.oneTimeValues,
      ...signatureCounts(found.content, results),
      score: scoreDocument(found.content, results) ?? null,
    },
    ignored: prepared.ignored,
  };
}

/**
 * The reply: the intake document with its version content and what the browser prepares it
 * with (context, collections, one-time values); `ignored` after a save.
 */
export async function toPortalRequestDocument(
  db: Queryable,
  found: Omit<OwnRequestDocument, 'request'> & { patientId: string | null },
  ignored?: string[],
): Promise<PortalDocumentsRequestDocument> {
  const { row } = found;
  const context = await loadIntakeContext(db, found, { chart: false });
  return {
    id: row.id,
    patientRequestId: row.patientRequestId,
    formId: row.formId,
    formName: found.formName,
    versionId: row.versionId,
    content: found.content,
    collections: replyCollectionsOf(context),
    results: asResults(row.results),
    bakedLayout: row.bakedLayout,
    score: row.score,
    totalSignatures: row.totalSignatures,
    completedSignatures: row.completedSignatures,
    order: row.order,
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
    context: replyContextOf(context),
    oneTimeValues: asResults(row.oneTimeValues),
    ...(ignored ? { ignoredComponentIds: ignored } : {}),
  };
}
