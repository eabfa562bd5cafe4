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

/**
 * Writes who read or changed patient data. Call it with the same transaction as the access,
 * so a change and its audit row are stored together or not at all.
 */
export async function recordAudit(db: Queryable, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const actor = auditActor(request);
  await db.insert(auditLog).values({
    ...actor,
    patientId: entry.patientId ?? request.portal?.patientId ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    ip: request.ip,
    outcome: entry.outcome ?? 'success',
  });
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
