import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../app/httpError';
import { portalOf } from '../../../auth/authenticate';
import type { Queryable } from '../../../db/database';
import { patients } from '../../../db/schema';

export type PatientRow = typeof patients.$inferSelect;

/**
 * `patientId` when it names the signed-in patient; any other id is 404, never 403. Checked
 * before a read's queries go, so they may run together.
 */
export function ownPatientId(request: FastifyRequest, patientId: string): string {
  if (patientId !== portalOf(request).patientId) throw notFound();
  return patientId;
}

/**
 * The signed-in patient's row when `patientId` names them; any other id (another patient's,
 * unknown) is 404, never 403. `lock` holds the row for the rest of the transaction.
 */
export async function loadOwnPatient(
  db: Queryable,
  request: FastifyRequest,
  patientId: string,
  options: { lock?: boolean } = {},
): Promise<PatientRow> {
  ownPatientId(request, patientId);
  const query = db.select().from(patients).where(eq(patients.id, patientId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
