import type { PortalDocumentsDocument } from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../../../app/httpError';
import { portalOf } from '../../../../auth/authenticate';
import { livePortalSessionsSql } from '../../../../auth/livePortalSessions';
import { sessionCache } from '../../../../auth/sessionCache';
import { batchWhileArriving } from '../../../../db/batchWhileArriving';
import type { AutocommitDatabase, DatabaseKind } from '../../../../db/database';
import type { JsonBytes, JsonText } from '../../../../db/json/jsonTextSql';
import { preparedOnce } from '../../../../db/preparedOnce';
import { relaxedReadCommit } from '../../../../db/readAuditCommit';
import {
  auditLog,
  documents,
  episodesOfCare,
  forms,
  formVersions,
  organizationSettings,
  patients,
  staffUsers,
  storedFiles,
} from '../../../../db/schema';
import { portalDocumentScope } from '../../../../documents/documentActor';
import { keptVersionContent } from '../../../../documents/keptVersionContent';
import { loadCollections } from '../../../../documents/loadCollections';
import { type PortalDocumentJsonParts, portalDocumentJsonSql } from './portalDocumentJsonSql';

interface ReadRequest {
  id: string;
  sessionId: string;
  ip: string;
}

type Deps = { db: AutocommitDatabase; databaseKind: DatabaseKind };

const contentKey = Buffer.from('{"content":');

/**
 * A portal read of one shared document for the e-form, and its audit row: the staff read's path
 * (documents/readAuditedDocumentJson.ts) for patients. Reads that arrive together go to the
 * database as one prepared statement, which checks each read's session (livePortalSessions.ts:
 * live, login kept, patient still linked), selects the document within that session's patient
 * and builds the JSON text of its reply but the version's content (portalDocumentJsonSql.ts: the
 * form, sharer, file, patient, episode, clinic and time zone), and inserts the audit row of each document it found in a data-modifying CTE: one round
 * trip and one commit, not relaxed on PGlite, without waiting for the disk on PostgreSQL
 * (db/readAuditCommit.ts). The version's content is kept loaded by version and change
 * (documents/keptVersionContent.ts); only its first read and a form that references
 * collections cost a second statement.
 * A session that no longer stands answers 401; a document outside the patient's reach selects
 * nothing, audits nothing here and answers 404 (which auditRefusedAccess records).
 */
export async function readAuditedPortalDocument(
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<JsonBytes<PortalDocumentsDocument>> {
  const { sessionId } = portalOf(request);
  const read = preparedOnce(deps.db, 'read_audited_portal_documents:batch', () =>
    batchWhileArriving(readBatch(deps)),
  );
  const found = await read({ id, sessionId, ip: request.ip });
  if (found === 'signedOut') {
    // The session ended elsewhere (another instance, another tab): later requests check again.
    sessionCache.forget(sessionId);
    throw unauthorized();
  }
  if (found === undefined) throw notFound();
  const content = await keptVersionContent(deps.db, found.versionId, found.versionUpdatedAt);
  const names = content.collectionNames;
  const collections = names.length === 0 ? '{}' : JSON.stringify(await loadCollections(deps.db, names));
  // The version's content as its kept bytes and the rest as PostgreSQL wrote it: nothing of the
  // reply is parsed or serialised here (the staff read sends its reply as text too), and its
  // largest part is copied outside the JavaScript heap, which a read would otherwise fill with
  // two copies of the reply (about as much as the rest of a request allocates).
  return Buffer.concat([
    contentKey,
    content.json,
    Buffer.from(`,"collections":${collections},${found.json.slice(1)}`),
  ]) as JsonBytes<PortalDocumentsDocument>;
}

type ReadRow = Awaited<ReturnType<ReturnType<typeof prepareRead>['execute']>>[number];
type FoundRow = { [Key in keyof ReadRow]: NonNullable<ReadRow[Key]> };
type ReadOutcome = 'signedOut' | undefined | FoundRow;

function readBatch(deps: Deps) {
  return async (requests: ReadRequest[]): Promise<ReadOutcome[]> => {
    const statement = preparedOnce(deps.db, 'read_audited_portal_documents', () =>
      prepareRead(deps.db, deps.databaseKind),
    );
    // Uuids hold no comma: they go as one text each; IP addresses as an escaped array.
    const rows = await statement.execute({
      ids: requests.map((r) => r.id).join(','),
      sessionIds: requests.map((r) => r.sessionId).join(','),
      ips: requests.map((r) => r.ip),
      count: requests.length,
    });
    const byOrdinal = new Map(rows.map((row) => [row.n, row]));
    return requests.map((_, i): ReadOutcome => {
      const row = byOrdinal.get(i + 1);
      if (!row?.live) return 'signedOut';
      const { json, versionId, versionUpdatedAt } = row;
      if (json === null || versionId === null || versionUpdatedAt === null) return undefined;
      return { ...row, json, versionId, versionUpdatedAt };
    });
  };
}

/**
 * Each read of the batch (its ordinal n), its session if it stands, and its document if in reach.
 * The LIMIT (the batch's size, so it drops nothing) is there for the planner: with it, the plan
 * made once per connection for any batch (a generic plan) estimates one read, as a plan made for
 * each batch does, so PostgreSQL keeps the generic plan instead of planning the statement's
 * joins anew on every execution (about 2-4 ms each against 0.2 ms of execution; measured with
 * EXPLAIN ANALYZE on the demo clinic, docs/decisions.md "Portal reads plan once").
 */
function readsSql(): ReturnType<typeof sql> {
  return sql`select r.n::int as n, r.ip, s.id is not null as live, s.login_id, s.patient_id,
      ${documents.id} as document_id
    from (select * from unnest(
      string_to_array(${sql.placeholder('ids')}, ',')::uuid[],
      string_to_array(${sql.placeholder('sessionIds')}, ',')::uuid[],
      ${sql.placeholder('ips')}::text[]
    ) with ordinality as r(id, session_id, ip, n) limit ${sql.placeholder('count')}) r
    left join ${livePortalSessionsSql()} s on s.id = r.session_id
    left join ${documents} on ${documents.id} = r.id and ${portalDocumentScope(sql`s.patient_id`)}
      and (${documents.episodeOfCareId} is null or exists (
        select 1 from ${episodesOfCare} e
        where e.id = ${documents.episodeOfCareId} and e.patient_id = ${documents.patientId}))`;
}

function prepareRead(db: AutocommitDatabase, kind: DatabaseKind) {
  // Read once, by the audit insert and the select alike (a CTE is evaluated once).
  const reads = db.$with('reads', { n: sql<number>`n` }).as(readsSql());
  // One audit row per document read, a document read twice in the batch audited twice.
  const audit = db.$with('portal_audit_rows', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
      select 'portal', reads.login_id, reads.patient_id, 'read', 'Document', reads.document_id, reads.ip, 'success'
      from reads
      where reads.document_id is not null and ${relaxedReadCommit(kind)}
      returning ${auditLog.id}`,
  );
  const readsDocumentId = sql`reads.document_id`;
  return db
    .with(reads, audit)
    .select({
      n: sql<number>`reads.n`,
      live: sql<boolean>`reads.live`,
      // Null when the read found no document (every join below is a left join).
      json: sql<JsonText<
        Omit<PortalDocumentsDocument, PortalDocumentJsonParts>
      > | null>`case when ${documents.id} is not null then ${portalDocumentJsonSql()} end`,
      // The content itself is kept by version and change (keptVersionContent), not read each time.
      versionId: formVersions.id,
      versionUpdatedAt: formVersions.updatedAt,
    })
    .from(sql`reads`)
    .leftJoin(documents, eq(documents.id, readsDocumentId))
    .leftJoin(forms, eq(forms.id, documents.formId))
    .leftJoin(formVersions, eq(formVersions.id, documents.versionId))
    .leftJoin(staffUsers, eq(staffUsers.id, documents.sharedById))
    .leftJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(patients, eq(patients.id, documents.patientId))
    .leftJoin(episodesOfCare, eq(episodesOfCare.id, documents.episodeOfCareId))
    .leftJoin(organizationSettings, eq(organizationSettings.id, 1))
    .prepare('read_audited_portal_documents');
}
