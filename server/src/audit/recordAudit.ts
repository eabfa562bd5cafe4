import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  /** e.g. 'read', 'create', 'update', 'delete', 'complete', 'sign-in'. */
  action: string;
  /** The kind of thing touched, e.g. 'Document', 'Patient', 'VitalRecord'. */
  resource: string;
  resourceId?: string | null;
  /** The patient whose data it is. */
  patientId?: string | null;
  outcome?: 'success' | 'denied' | 'failure';
}

function auditRow(request: FastifyRequest, entry: AuditEntry) {
  return {
    ...auditActor(request),
    patientId: entry.patientId ?? request.portal?.patientId ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    ip: request.ip,
    outcome: entry.outcome ?? 'success',
  };
}

/**
 * Writes who read or changed patient data. Call it with the same transaction as the access,
 * so a change and its audit row are stored together or not at all.
 */
export async function recordAudit(db: Queryable, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(request, entry));
}

/**
 * Writes what a staff search or list showed: one row per patient it named (each patient's trail
 * then lists every search that showed them), or one row without a patient when it found none.
 * One statement, in the read's transaction, like recordAudit; the ids go as one parameter (a
 * lookup-sized page of thousands would pass PostgreSQL's limit of 65,535 bound values).
 */
export async function recordListAudit(
  db: Queryable,
  request: FastifyRequest,
  entry: Pick<AuditEntry, 'action' | 'resource'>,
  patientIds: Iterable<string>,
): Promise<void> {
  const shown = [...new Set(patientIds)];
  const row = auditRow(request, entry);
  if (shown.length === 0) {
    await db.insert(auditLog).values(row);
    return;
  }
  // Uuids hold no comma: the list travels as one text, as the batched document read's ids do.
  await db.execute(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, ip, outcome)
      select ${row.actorType}, ${row.actorId}::uuid, shown.id, ${row.action}, ${row.resource}, ${row.ip}, ${row.outcome}
      from unnest(string_to_array(${shown.join(',')}, ',')::uuid[]) as shown(id)`,
  );
}

/** Who an audit row names for a request: the staff user, the portal login, or nobody. */
export function auditActor(request: FastifyRequest): {
  actorType: 'staff' | 'portal' | 'anonymous';
  actorId: string | null;
} {
  if (request.staff) return { actorType: 'staff', actorId: request.staff.staffUserId };
  if (request.portal) return { actorType: 'portal', actorId: request.portal.loginId };
  return { actorType: 'anonymous', actorId: null };
}
