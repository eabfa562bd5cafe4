import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/** node-postgres and PGlite both answer `{ rows }`; drizzle's driver-neutral type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A demo patient with a portal login, one of their shared documents and its episode. */
export async function portalSubject(db: Database) {
  const [row] = rowsOf<{
    login_id: string;
    patient_id: string;
    location_id: string | null;
    document_id: string;
    eoc_id: string;
  }>(
    await db.execute(sql`
      select l.login_id, l.patient_id, p.location_id, d.id as document_id, d.episode_of_care_id as eoc_id
      from portal_login_patients l
      join patients p on p.id = l.patient_id
      join documents d on d.patient_id = l.patient_id and d.shared_with_portal and d.deleted_at is null
      where d.episode_of_care_id is not null
      order by d.created_at limit 1`),
  );
  if (!row) throw new Error('the demo clinic has no shared document of a portal patient');
  return row;
}
