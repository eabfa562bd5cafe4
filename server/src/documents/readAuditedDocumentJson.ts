import type { CoreFormsDocument } from '@clinic/api-contract';
import { and, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../app/httpError';
import { staffOf } from '../auth/authenticate';
import { batchWhileArriving } from '../db/batchWhileArriving';
import type { AutocommitDatabase, DatabaseKind } from '../db/database';
import type { JsonText } from '../db/json/jsonTextSql';
import { preparedOnce } from '../db/preparedOnce';
import { relaxedReadCommit } from '../db/readAuditCommit';
import { auditLog, documents, forms, staffUsers, storedFiles } from '../db/schema';
import { staffDocumentScope } from './documentActor';
import { documentDtoJsonSql } from './documentDtoJsonSql';
import { documentJoins } from './toDocumentDto';

interface ReadRequest {
  id: string;
  actorId: string;
  ip: string;
}

type Deps = { db: AutocommitDatabase; databaseKind: DatabaseKind };

/**
 * A staff read of one document and its audit row, answered with the reply's JSON text. The
 * API's hottest read:
 * - reads that arrive together go to the database together (db/batchWhileArriving.ts) as one
 *   statement whose data-modifying CTE inserts each read's audit row, so every read and its
 *   audit row commit together or not at all, in one round trip;
 * - PostgreSQL builds each reply (documentDtoJsonSql.ts), which the server sends as it comes;
 * - the statement is prepared once (db/preparedOnce.ts) and its commit does not wait for the
 *   disk (db/readAuditCommit.ts).
 * A document outside the actor's reach selects nothing, audits nothing and answers 404.
 */
export async function readAuditedDocumentJson(
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<JsonText<CoreFormsDocument>> {
  const staff = staffOf(request);
  const read = preparedOnce(deps.db, 'read_audited_documents:batch', () =>
    batchWhileArriving(readBatch(deps)),
  );
  const json = await read({ id, actorId: staff.staffUserId, ip: request.ip });
  if (json === undefined) throw notFound();
  return json;
}

function readBatch(deps: Deps) {
  return async (requests: ReadRequest[]): Promise<Array<JsonText<CoreFormsDocument> | undefined>> => {
    const statement = preparedOnce(deps.db, 'read_audited_documents', () =>
      prepareRead(deps.db, deps.databaseKind),
    );
    // Ids go as one comma-separated text each: uuids hold no comma, and pg's array
    // serialiser escapes element by element. IP addresses keep that escaping.
    const rows = await statement.execute({
      ids: requests.map((r) => r.id).join(','),
      actorIds: requests.map((r) => r.actorId).join(','),
      ips: requests.map((r) => r.ip),
    });
    const byId = new Map(rows.map((row) => [row.id, row.json]));
    return requests.map((r) => byId.get(r.id));
  };
}

function prepareRead(db: AutocommitDatabase, kind: DatabaseKind) {
  const ids = sql`string_to_array(${sql.placeholder('ids')}, ',')::uuid[]`;
  // One audit row per read, a document read twice in the batch audited twice.
  const audit = db.$with('audit_rows', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
      select 'staff', r.actor_id, ${documents.patientId}, 'read', 'Document', r.id, r.ip, 'success'
      from unnest(${ids}, string_to_array(${sql.placeholder('actorIds')}, ',')::uuid[], ${sql.placeholder('ips')}::text[]) as r(id, actor_id, ip)
      join ${documents} on ${documents.id} = r.id
      where ${staffDocumentScope()} and ${relaxedReadCommit(kind)}
      returning ${auditLog.id}`,
  );
  return db
    .with(audit)
    .select({ id: documents.id, json: documentDtoJsonSql() })
    .from(documents)
    .innerJoin(forms, documentJoins.form)
    .leftJoin(staffUsers, documentJoins.author)
    .leftJoin(storedFiles, documentJoins.file)
    .where(and(sql`${documents.id} = any(${ids})`, staffDocumentScope()))
    .prepare('read_audited_documents');
}
