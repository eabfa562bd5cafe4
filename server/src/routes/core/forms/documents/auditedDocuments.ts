import type { CoreFormsDocument } from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Transaction } from '../../../../db/database';
import { relaxReadCommit } from '../../../../db/readAuditCommit';
import type { DocumentActor } from '../../../../documents/documentActor';
import type { LoadedDocument } from '../../../../documents/loadDocument';
import { readDocumentDto } from '../../../../documents/readDocumentDto';
import { staffActor } from '../staffActor';

/**
 * One change of one document in one transaction: the change, its audit row and the reply are
 * written and read together, so a refused change leaves neither data nor audit behind.
 */
export async function auditedDocumentChange(
  app: AppInstance,
  request: FastifyRequest,
  action: string,
  change: (tx: Transaction, actor: DocumentActor) => Promise<LoadedDocument>,
): Promise<CoreFormsDocument> {
  const actor = staffActor(request);
  return app.deps.db.transaction(async (tx) => {
    const { document, prepared } = await change(tx, actor);
    await recordAudit(tx, request, {
      action,
      resource: 'Document',
      resourceId: document.id,
      patientId: document.patientId,
    });
    const reply = await readDocumentDto(tx, document.id, actor);
    return prepared ? { ...reply, ignoredComponentIds: prepared.ignored } : reply;
  });
}

/**
 * A read of patient documents, recorded with the reading in one transaction; `read` changes
 * nothing, so the commit of its audit row does not wait for the disk (db/readAuditCommit.ts).
 */
export async function auditedRead<T>(
  app: AppInstance,
  request: FastifyRequest,
  entry: { resource: string; resourceId: string },
  read: (tx: Transaction, actor: DocumentActor) => Promise<{ patientId: string; reply: T }>,
): Promise<T> {
  const actor = staffActor(request);
  return app.deps.db.transaction(async (tx) => {
    await relaxReadCommit(tx, app.deps.databaseKind);
    const { patientId, reply } = await read(tx, actor);
    await recordAudit(tx, request, { action: 'read', ...entry, patientId });
    return reply;
  });
}
