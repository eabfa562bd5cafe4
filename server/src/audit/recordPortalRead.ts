import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../app/httpError';
import { portalOf } from '../auth/authenticate';
import { livePortalSessionsSql } from '../auth/livePortalSessions';
import { sessionCache } from '../auth/sessionCache';
import { batchWhileArriving } from '../db/batchWhileArriving';
import type { AutocommitDatabase, DatabaseKind } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { relaxedReadCommit } from '../db/readAuditCommit';
import { auditLog } from '../db/schema';
import type { AuditEntry } from './recordAudit';

type Deps = { db: AutocommitDatabase; databaseKind: DatabaseKind };

interface PortalRead {
  sessionId: string;
  action: string;
  resource: string;
  resourceId: string | null;
  ip: string;
}

/**
 * The audit row of a portal read of the signed-in patient's own records (a list, the billing
 * record), and the check that its session still stands, in one statement: a session signed out,
 * a login removed or a patient unlinked on any instance answers 401 here, whatever this
 * process's session cache remembers (auth/livePortalSessions.ts). Rows of reads that arrive
 * together are inserted by one statement (db/batchWhileArriving.ts) whose commit does not wait
 * for the disk on PostgreSQL (db/readAuditCommit.ts); the row is committed when this resolves,
 * before the reply. It needs no transaction with the read: it writes no data the read depends
 * on, so a list route runs it beside its queries, in the same round trip. The row names the
 * session's patient.
 */
export async function recordPortalRead(
  deps: Deps,
  request: FastifyRequest,
  entry: Pick<AuditEntry, 'action' | 'resource' | 'resourceId'>,
): Promise<void> {
  const { sessionId } = portalOf(request);
  const record = preparedOnce(deps.db, 'record_portal_reads:batch', () =>
    batchWhileArriving(recordBatch(deps)),
  );
  const live = await record({
    sessionId,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    ip: request.ip,
  });
  if (!live) {
    sessionCache.forget(sessionId);
    throw unauthorized();
  }
}

function recordBatch(deps: Deps) {
  return async (reads: PortalRead[]): Promise<boolean[]> => {
    const statement = preparedOnce(deps.db, 'record_portal_reads', () =>
      prepareRecord(deps.db, deps.databaseKind),
    );
    const rows = await statement.execute({
      sessionIds: reads.map((r) => r.sessionId).join(','),
      actions: reads.map((r) => r.action),
      resources: reads.map((r) => r.resource),
      resourceIds: reads.map((r) => r.resourceId),
      ips: reads.map((r) => r.ip),
    });
    const live = new Set(rows.map((row) => row.n));
    return reads.map((_, i) => live.has(i + 1));
  };
}

function prepareRecord(db: AutocommitDatabase, kind: DatabaseKind) {
  const live = db.$with('live_reads', { n: sql<number>`n` }).as(
    sql`select r.n::int as n, r.action, r.resource, r.resource_id, r.ip, s.login_id, s.patient_id
      from unnest(
        string_to_array(${sql.placeholder('sessionIds')}, ',')::uuid[],
        ${sql.placeholder('actions')}::text[],
        ${sql.placeholder('resources')}::text[],
        ${sql.placeholder('resourceIds')}::text[],
        ${sql.placeholder('ips')}::text[]
      ) with ordinality as r(session_id, action, resource, resource_id, ip, n)
      join ${livePortalSessionsSql()} s on s.id = r.session_id`,
  );
  const audit = db.$with('portal_read_audit_rows', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
      select 'portal', login_id, patient_id, action, resource, resource_id, ip, 'success'
      from live_reads where ${relaxedReadCommit(kind)}
      returning ${auditLog.id}`,
  );
  return db
    .with(live, audit)
    .select({ n: sql<number>`live_reads.n` })
    .from(sql`live_reads`)
    .prepare('record_portal_reads');
}
