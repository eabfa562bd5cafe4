import { and, eq } from 'drizzle-orm';
import { auditLog, episodesOfCare, type LookupKind, lookupItems } from '../../../../db/schema';
import { seedReferenceData } from '../../../../db/seed/seedReferenceData';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';

/** What every clinical route test needs: the demo clinic, reference data and a signed-in nurse. */
export interface ClinicalTestContext {
  t: TestApp;
  people: DemoPeople;
  headers: { authorization: string };
  staffUserId: string;
  alexEpisodeId: string;
  samEpisodeId: string;
  lookupId(kind: LookupKind, name: string): Promise<string>;
  /** Audit rows written for a resource, oldest first. */
  auditRows(resource: string): Promise<Array<typeof auditLog.$inferSelect>>;
}

/** A uuid no row has. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

export async function createClinicalTestContext(
  env: Record<string, string> = {},
): Promise<ClinicalTestContext> {
  const t = await createTestApp(env);
  const people = await seedDemoPeople(t);
  await seedReferenceData(t.database.db);
  const staff = await signInStaff(t, { email: 'nurse@example.org' });
  const db = t.database.db;
  const episodeOf = async (patientId: string) => {
    const [row] = await db.select().from(episodesOfCare).where(eq(episodesOfCare.patientId, patientId));
    if (!row) throw new Error('no episode');
    return row.id;
  };
  return {
    t,
    people,
    headers: staff.headers,
    staffUserId: staff.staffUserId,
    alexEpisodeId: await episodeOf(people.alexId),
    samEpisodeId: await episodeOf(people.samId),
    lookupId: async (kind, name) => {
      const [row] = await db
        .select()
        .from(lookupItems)
        .where(and(eq(lookupItems.kind, kind), eq(lookupItems.name, name)));
      if (!row) throw new Error(`no ${kind} ${name}`);
      return row.id;
    },
    auditRows: (resource) =>
      db.select().from(auditLog).where(eq(auditLog.resource, resource)).orderBy(auditLog.id),
  };
}
