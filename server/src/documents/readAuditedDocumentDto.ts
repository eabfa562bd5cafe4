import type { CoreFormsDocument } from '@clinic/api-contract';
import { and, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../app/httpError';
import { staffOf } from '../auth/authenticate';
import { batchPerTurn } from '../db/batchPerTurn';
import type { AutocommitDatabase, DatabaseKind } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { relaxedReadCommit } from '../db/readAuditCommit';
import { auditLog, documents } from '../db/schema';
import { staffDocumentScope } from './documentActor';
import { type DocumentDtoRow, selectDocumentDtoRows, toDocumentDto } from './toDocumentDto';

interface ReadRequest {
  id: string;
  actorId: string;
  ip: string;
}

type Deps = { db: AutocommitDatabase; databaseKind: DatabaseKind };

/**
 * A staff read of one document and its audit row. The API's hottest read: the reads of one
 * event-loop turn go to the database together (db/batchPerTurn.ts) as one statement whose
 * data-modifying CTE inserts each read's audit row, so every read and its audit row commit
 * together or not at all, in one round trip. A document outside the actor's reach selects
 * nothing, audits nothing and answers 404. The statement is prepared once
 * (db/preparedOnce.ts) and its commit does not wait for the disk (db/readAuditCommit.ts).
 */
export async function readAuditedDocumentDto(
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<CoreFormsDocument> {
  const staff = staffOf(request);
  const read = preparedOnce(deps.db, 'read_audited_documents:batch', () => batchPerTurn(readBatch(deps)));
  const row = await read({ id, actorId: staff.staffUserId, ip: request.ip });
  if (!row) throw notFound();
  return toDocumentDto(row);
}

function readBatch(deps: Deps) {
  return async (requests: ReadRequest[]): Promise<Array<DocumentDtoRow | undefined>> => {
    const statement = preparedOnce(deps.db, 'read_audited_documents', () =>
      prepareRead(deps.db, deps.databaseKind),
    );
    const rows = await statement.execute({
      ids: requests.map((r) => r.id),
      actorIds: requests.map((r) => r.actorId),
      ips: requests.map((r) => r.ip),
    });
    const byId = new Map(rows.map((row) => [row.document.id, row]));
    return requests.map((r) => byId.get(r.id));
  };
}

function prepareRead(db: AutocommitDatabase, kind: DatabaseKind) {
  const ids = sql`${sql.placeholder('ids')}::uuid[]`;
  // One audit row per read, a document read twice in the batch audited twice.
  const audit = db.$with('audit_rows', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
      select 'staff', r.actor_id, ${documents.patientId}, 'read', 'Document', r.id, r.ip, 'success'
      from unnest(${ids}, ${sql.placeholder('actorIds')}::uuid[], ${sql.placeholder('ips')}::text[]) as r(id, actor_id, ip)
      join ${documents} on ${documents.id} = r.id
      where ${staffDocumentScope()} and ${relaxedReadCommit(kind)}
      returning ${auditLog.id}`,
  );
  return selectDocumentDtoRows(db.with(audit))
    .where(and(sql`${documents.id} = any(${ids})`, staffDocumentScope()))
    .prepare('read_audited_documents');
}
