import type { CoreAuditActor, CoreAuditTrailEntry, CoreAuditTrailFilter } from '@clinic/api-contract';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database';
import { auditLog, portalLogins, staffUsers } from '../db/schema';
import { isoInstant } from '../documents/isoInstant';
import { staffDisplayName } from '../messaging/displayNames';

/** The patient's rows that the filters keep. */
export function auditTrailWhere(patientId: string, filter: CoreAuditTrailFilter): SQL | undefined {
  return and(
    eq(auditLog.patientId, patientId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
    filter.actorType === undefined ? undefined : eq(auditLog.actorType, filter.actorType),
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.outcome === undefined ? undefined : eq(auditLog.outcome, filter.outcome),
  );
}

/** Who acted, named: the staff user's name and credentials, or the portal login's e-mail. */
const actorColumns = {
  actorType: auditLog.actorType,
  actorId: auditLog.actorId,
  staff: {
    firstName: staffUsers.firstName,
    lastName: staffUsers.lastName,
    credentials: staffUsers.credentials,
  },
  loginEmail: portalLogins.email,
};

interface ActorRow {
  actorType: CoreAuditActor['type'];
  actorId: string | null;
  staff: { firstName: string; lastName: string; credentials: string } | null;
  loginEmail: string | null;
}

function toActor(row: ActorRow): CoreAuditActor {
  const name =
    row.actorType === 'staff' && row.staff
      ? staffDisplayName(row.staff)
      : row.actorType === 'portal'
        ? row.loginEmail
        : null;
  return { type: row.actorType, id: row.actorId, name };
}

/** Audit rows with their actors' names joined (actor ids of the two kinds live in two tables). */
function selectNamed<T extends SelectedFields>(db: Queryable, columns: T) {
  return db
    .select({ ...actorColumns, ...columns })
    .from(auditLog)
    .leftJoin(staffUsers, and(eq(auditLog.actorType, 'staff'), eq(staffUsers.id, auditLog.actorId)))
    .leftJoin(portalLogins, and(eq(auditLog.actorType, 'portal'), eq(portalLogins.id, auditLog.actorId)));
}

/** The rows the filters keep, newest first, `limit` of them from `offset`. */
export async function selectAuditTrail(
  db: Queryable,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<CoreAuditTrailEntry[]> {
  const rows = await selectNamed(db, {
    id: auditLog.id,
    at: auditLog.at,
    action: auditLog.action,
    resource: auditLog.resource,
    resourceId: auditLog.resourceId,
    ip: auditLog.ip,
    outcome: auditLog.outcome,
  })
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({
    id: row.id,
    at: isoInstant(row.at),
    actor: toActor(row),
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    ip: row.ip,
    outcome: row.outcome,
  }));
}

export async function countAuditTrail(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where);
  return row?.n ?? 0;
}

/** Every actor and action of the patient's whole trail: what the trail's filters offer. */
export async function auditTrailChoices(
  db: Queryable,
  patientId: string,
): Promise<{ actors: CoreAuditActor[]; actions: string[] }> {
  const ofPatient = eq(auditLog.patientId, patientId);
  const actors = await selectNamed(db, {})
    .where(ofPatient)
    .groupBy(
      auditLog.actorType,
      auditLog.actorId,
      staffUsers.firstName,
      staffUsers.lastName,
      staffUsers.credentials,
      portalLogins.email,
    );
  const actions = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(ofPatient)
    .orderBy(asc(auditLog.action));
  return {
    actors: actors.map(toActor).sort((a, b) => (a.name ?? a.type).localeCompare(b.name ?? b.type)),
    actions: actions.map((row) => row.action),
  };
}
