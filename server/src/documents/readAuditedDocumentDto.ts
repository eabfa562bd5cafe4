import type { CoreFormsDocument } from '@clinic/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../app/httpError';
import { staffOf } from '../auth/authenticate';
import type { AutocommitDatabase, DatabaseKind } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { relaxedReadCommit } from '../db/readAuditCommit';
import { auditLog, documents } from '../db/schema';
import { staffDocumentScope } from './documentActor';
import { selectDocumentDtoRows, toDocumentDto } from './toDocumentDto';

/**
 * One document read and its audit row in a single statement: the audit insert is a
 * data-modifying CTE of the select, so both happen or neither, in one round trip instead of
 * the four of a transaction (BEGIN, select, insert, COMMIT). A document outside the actor's
 * reach selects nothing, audits nothing and answers 404. The hottest read of the API: the
 * statement is prepared once (db/preparedOnce.ts) and its commit does not wait for the disk
 * (db/readAuditCommit.ts).
 */
export async function readAuditedDocumentDto(
  deps: { db: AutocommitDatabase; databaseKind: DatabaseKind },
  request: FastifyRequest,
  id: string,
): Promise<CoreFormsDocument> {
  const staff = staffOf(request);
  const statement = preparedOnce(deps.db, 'read_audited_document', () =>
    prepareRead(deps.db, deps.databaseKind),
  );
  const [row] = await statement.execute({ id, actorId: staff.staffUserId, ip: request.ip });
  if (!row) throw notFound();
  return toDocumentDto(row);
}

function prepareRead(db: AutocommitDatabase, kind: DatabaseKind) {
  const id = sql.placeholder('id');
  const visible = and(eq(documents.id, id), staffDocumentScope());
  const audit = db.$with('audit_row', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
      select 'staff', ${sql.placeholder('actorId')}::uuid, ${documents.patientId}, 'read', 'Document', ${id}, ${sql.placeholder('ip')}, 'success'
      from ${documents} where ${visible} and ${relaxedReadCommit(kind)}
      returning ${auditLog.id}`,
  );
  return selectDocumentDtoRows(db.with(audit)).where(visible).prepare('read_audited_document');
}
