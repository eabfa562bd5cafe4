import { type SQL, sql } from 'drizzle-orm';
import { portalLoginPatients, portalLogins, sessions } from '../db/schema';
import { sessionIdleTimeoutMs } from './sessionPolicy';

/**
 * The portal sessions that stand now, as a table (id, login_id, patient_id) to join in a read's
 * own statement: not revoked, within the absolute limit, not idle too long (loadLiveSession), and
 * their login still exists and is still linked to the patient (authenticate.ts portalPrincipal).
 * A read that joins it answers from the database's state at that statement: a sign-out, a
 * removed login or an unlinked patient on any instance refuses it at once, whatever this
 * process's session cache remembers.
 */
export function livePortalSessionsSql(): SQL {
  return sql`(select s.id, s.login_id, s.patient_id
    from ${sessions} s
    join ${portalLoginPatients} link on link.login_id = s.login_id and link.patient_id = s.patient_id
    join ${portalLogins} login on login.id = s.login_id and login.deleted_at is null
    where s.audience = 'portal' and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at + interval '1 millisecond' * ${sql.raw(String(sessionIdleTimeoutMs))} > now())`;
}
