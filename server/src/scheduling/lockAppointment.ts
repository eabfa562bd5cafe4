import { eq } from 'drizzle-orm';
import { notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { appointments } from '../db/schema';

/** An appointment locked for a change in the caller's transaction, or 404. */
export async function lockAppointment(db: Queryable, appointmentId: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  if (!row) throw notFound();
  return row;
}
