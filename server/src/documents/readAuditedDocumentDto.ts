import type { CoreFormsDocument } from '@clinic/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../app/httpError';
import { auditActor } from '../audit/recordAudit';
import type { Database } from '../db/database';
import { auditLog, documents } from '../db/schema';
import { type DocumentActor, documentScope } from './documentActor';
import { selectDocumentDtoRows, toDocumentDto } from './toDocumentDto';

/**
 * One document read and its audit row in a single statement: the audit insert is a
 * data-modifying CTE of the select, so both happen or neither, in one round trip instead of
 * the four of a transaction (BEGIN, select, insert, COMMIT). The hottest read of the API.
 * A document outside the actor's reach selects nothing, audits nothing and answers 404.
 */
export async function readAuditedDocumentDto(
  db: Database,
  request: FastifyRequest,
  id: string,
  actor: DocumentActor,
): Promise<CoreFormsDocument> {
  const { actorType, actorId } = auditActor(request);
  const visible = and(eq(documents.id, id), documentScope(actor));
  const audit = db.$with('audit_row', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
      select ${actorType}, ${actorId}::uuid, ${documents.patientId}, 'read', 'Document', ${id}, ${request.ip}, 'success'
      from ${documents} where ${visible}
      returning ${auditLog.id}`,
  );
  const [row] = await selectDocumentDtoRows(db.with(audit)).where(visible);
  if (!row) throw notFound();
  return toDocumentDto(row);
}
