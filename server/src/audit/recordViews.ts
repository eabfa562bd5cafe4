import type { PortalRecordView, PortalRecordViewsQuery } from '@clinic/api-contract';
import { and, count, desc, eq, max, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { auditLog, staffUsers } from '../db/schema';
import { staffDisplayName } from '../messaging/displayNames';

/**
 * A staff search or inbox list names the patient among others (recordListAudit); it is in the
 * staff trail, but it is not someone opening this patient's record.
 */
const listingActions = ['search', 'list'];

/**
 * "Who viewed my record": one entry per staff member and day (in the patient's time zone) on
 * which they read or changed the patient's records, newest first. Only successful staff access
 * counts: not the patient's own, nor refused requests.
 */
export async function selectRecordViews(
  db: Queryable,
  patientId: string,
  query: PortalRecordViewsQuery,
): Promise<{ items: PortalRecordView[]; total: number }> {
  const views = db
    .select({
      staffUserId: auditLog.actorId,
      // Text, not a date: drivers turn a date into a midnight instant that shifts with the zone.
      day: sql<string>`((${auditLog.at} at time zone ${query.timeZone})::date)::text`.as('day'),
      at: auditLog.at,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.patientId, patientId),
        eq(auditLog.actorType, 'staff'),
        eq(auditLog.outcome, 'success'),
        notInArray(auditLog.action, listingActions),
      ),
    )
    .as('views');
  const rows = await db
    .select({
      day: views.day,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      credentials: staffUsers.credentials,
      roles: staffUsers.roles,
    })
    .from(views)
    .innerJoin(staffUsers, eq(staffUsers.id, views.staffUserId))
    .groupBy(views.day, staffUsers.id)
    .orderBy(desc(views.day), desc(max(views.at)), staffUsers.id)
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const [total] = await db
    .select({ n: count(sql`distinct (${views.staffUserId}, ${views.day})`) })
    .from(views)
    .innerJoin(staffUsers, eq(staffUsers.id, views.staffUserId));
  return {
    items: rows.map((row) => ({
      staffName: staffDisplayName(row),
      role: row.roles.includes('techStaff') ? 'techStaff' : 'staff',
      date: row.day,
    })),
    total: total?.n ?? 0,
  };
}
