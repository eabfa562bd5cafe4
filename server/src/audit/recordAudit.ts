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
 * One statement, in the read's transaction, like recordAudit.
 */
export async function recordListAudit(
  db: Queryable,
  request: FastifyRequest,
  entry: Pick<AuditEntry, 'action' | 'resource'>,
  patientIds: Iterable<string>,
): Promise<void> {
  const shown = [...new Set(patientIds)];
  const row = auditRow(request, entry);
  await db
    .insert(auditLog)
    .values(shown.length === 0 ? [row] : shown.map((patientId) => ({ ...row, patientId })));
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
