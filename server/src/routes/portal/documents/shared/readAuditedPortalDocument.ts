import type { PortalDocumentsDocument } from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../../../app/httpError';
import { portalOf } from '../../../../auth/authenticate';
import { livePortalSessionsSql } from '../../../../auth/livePortalSessions';
import { sessionCache } from '../../../../auth/sessionCache';
import { batchWhileArriving } from '../../../../db/batchWhileArriving';
import type { AutocommitDatabase, DatabaseKind } from '../../../../db/database';
import type { JsonText } from '../../../../db/json/jsonTextSql';
import { preparedOnce } from '../../../../db/preparedOnce';
import { relaxedReadCommit } from '../../../../db/readAuditCommit';
import {
  auditLog,
  documents,
  episodesOfCare,
  forms,
  formVersions,
  locations,
  organizationSettings,
  patients,
  staffUsers,
  storedFiles,
} from '../../../../db/schema';
import { portalDocumentScope } from '../../../../documents/documentActor';
import { keptVersionContent } from '../../../../documents/keptVersionContent';
import { loadCollections } from '../../../../documents/loadCollections';
import { portalDocumentColumns, portalDocumentReply } from './readPortalDocument';

interface ReadRequest {
  id: string;
  sessionId: string;
  ip: string;
}

type Deps = { db: AutocommitDatabase; databaseKind: DatabaseKind };

/**
 * A portal read of one shared document for the e-form, and its audit row: the staff read's path
 * (documents/readAuditedDocumentJson.ts) for patients. Reads that arrive together go to the
 * database as one prepared statement, which checks each read's session (livePortalSessions.ts:
 * live, login kept, patient still linked), selects the document within that session's patient
 * and everything its reply shows (form, version, sharer, file, patient, episode, clinic, time
 * zone), and inserts the audit row of each document it found in a data-modifying CTE: one round
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
): Promise<JsonText<PortalDocumentsDocument>> {
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
  const row = found;
  const content = await keptVersionContent(deps.db, row.version.id, row.version.updatedAt);
  const names = content.collectionNames;
  const reply = portalDocumentReply({
    loaded: {
      document: row.document,
      form: row.form,
      version: { id: row.version.id, content: content.loaded },
    },
    sharer: row.sharer,
    file: row.file,
    context: {
      clinic: row.clinic,
      formName: row.form.name,
      patient: row.patient,
      episodeOfCare: row.episode,
      effectiveDate: row.document.effectiveDate,
      collections: names.length === 0 ? {} : await loadCollections(deps.db, names),
    },
    timeZone: row.timeZone,
  });
  // The reply as JSON text with the version's content as its kept text: no serialising of the
  // largest part on every read (the staff read sends its reply as text too).
  const rest = JSON.stringify({ ...reply, content: undefined });
  return `{"content":${content.json},${rest.slice(1)}` as JsonText<PortalDocumentsDocument>;
}

type ReadRow = Awaited<ReturnType<ReturnType<typeof prepareRead>['execute']>>[number];
type FoundRow = ReadRow & {
  document: NonNullable<ReadRow['document']>;
  form: NonNullable<ReadRow['form']>;
  version: NonNullable<ReadRow['version']>;
};
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
      const { document, form, version } = row;
      if (!document || !form || !version) return undefined;
      return { ...row, document, form, version };
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
      document: portalDocumentColumns,
      form: { name: forms.name, documentInstructions: forms.documentInstructions },
      version: {
        id: formVersions.id,
        // The content itself is kept by version and change (keptVersionContent), not read each time.
        updatedAt: formVersions.updatedAt,
      },
      sharer: {
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
        credentials: staffUsers.credentials,
      },
      file: {
        id: storedFiles.id,
        originalName: storedFiles.originalName,
        contentType: storedFiles.contentType,
        sizeBytes: storedFiles.sizeBytes,
        sha256: storedFiles.sha256,
      },
      patient: {
        firstName: patients.firstName,
        middleName: patients.middleName,
        lastName: patients.lastName,
        mrn: patients.mrn,
        dateOfBirth: patients.dateOfBirth,
      },
      episode: { number: episodesOfCare.number, startDate: episodesOfCare.startDate },
      clinic: { name: organizationSettings.organizationName, logo: organizationSettings.organizationLogo },
      // clinicTimeZones: the episode's location's, else the patient's, else UTC.
      timeZone: sql<string>`coalesce((select ${locations.timeZone} from ${locations}
        where ${locations.id} = coalesce(${episodesOfCare.locationId}, ${patients.locationId})), 'UTC')`,
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
