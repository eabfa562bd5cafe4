import { eq } from 'drizzle-orm';
import { patients, portalLoginPatients, portalLogins } from '../db/schema';
import { seedDemo } from '../db/seed/seedDemo';
import type { TestApp } from './createTestApp';

export interface DemoPeople {
  demoLoginId: string;
  jordanLoginId: string;
  alexId: string;
  samId: string;
  jordanId: string;
}

/** Loads the demo clinic (see db/seed) and returns the ids tests need most. */
export async function seedDemoPeople(t: TestApp, now = new Date()): Promise<DemoPeople> {
  await seedDemo(t.database.db, now);
  const db = t.database.db;
  const loginId = async (email: string) => {
    const [row] = await db.select().from(portalLogins).where(eq(portalLogins.email, email));
    if (!row) throw new Error(`no login ${email}`);
    return row.id;
  };
  const patientId = async (firstName: string) => {
    const [row] = await db.select().from(patients).where(eq(patients.firstName, firstName));
    if (!row) throw new Error(`no patient ${firstName}`);
    return row.id;
  };
  const people = {
    demoLoginId: await loginId('demo@example.org'),
    jordanLoginId: await loginId('jordan@example.org'),
    alexId: await patientId('Alex'),
    samId: await patientId('Sam'),
    jordanId: await patientId('Jordan'),
  };
  const links = await db
    .select()
    .from(portalLoginPatients)
    .where(eq(portalLoginPatients.loginId, people.demoLoginId));
  if (links.length !== 2) throw new Error('demo login should be linked to two patients');
  return people;
}
