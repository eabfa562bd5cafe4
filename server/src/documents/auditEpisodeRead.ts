import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../app/httpError';
import { auditActor } from '../audit/recordAudit';
import type { Queryable } from '../db/database';
import { auditLog, episodesOfCare } from '../db/schema';

/**
 * Audits a read of an episode's records and checks, in the same statement, that the episode
 * exists and belongs to the patient (404 otherwise): one round trip instead of a lookup and
 * an insert, on the busiest list of the API.
 */
export async function auditEpisodeRead(
  db: Queryable,
  request: FastifyRequest,
  entry: { resource: string; episodeId: string; patientId: string },
): Promise<void> {
  const { actorType, actorId } = auditActor(request);
  const ofPatient = and(
    eq(episodesOfCare.id, entry.episodeId),
    eq(episodesOfCare.patientId, entry.patientId),
  );
  const audit = db.$with('audit_row', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
      select ${actorType}, ${actorId}::uuid, ${episodesOfCare.patientId}, 'read', ${entry.resource}, ${entry.episodeId}, ${request.ip}, 'success'
      from ${episodesOfCare} where ${ofPatient}
      returning ${auditLog.id}`,
  );
  const inserted = await db.with(audit).select({ id: audit.id }).from(audit);
  if (inserted.length === 0) throw notFound();
}
