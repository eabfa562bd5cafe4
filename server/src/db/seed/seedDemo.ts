import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../database';
import { locations, organizationSettings, patients } from '../schema';
import { seedClinic } from './demo/seedClinic';
import { seedClinicians } from './demo/seedClinicians';
import { seedForms } from './demo/seedForms';
import { seedLookups } from './demo/seedLookups';
import { seedOrganization } from './demo/seedOrganization';
import { seedPatients } from './demo/seedPatients';

/** Any number, shared by every process that seeds: it only has to be the same for all of them. */
const seedLockKey = 724_311_001;

/**
 * Fills an empty clinic with the Riverbend Health demo: settings, catalogues, locations,
 * clinicians, forms and three portal patients. A clinic that already has data is left untouched
 * (the demo must never mix into real records), and everything is written in one transaction.
 * `now` anchors every relative date, so tests can pin it.
 */
export async function seedDemo(db: Database, now: Date = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Two servers starting together on one database: the second waits here, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await clinicHasData(tx)) return { seeded: false };

    await seedOrganization(tx);
    const menuIds = await seedLookups(tx);
    const forms = await seedForms(tx, menuIds, now);
    const clinic = await seedClinic(tx, forms);
    const clinicianIds = await seedClinicians(tx, clinic);
    await seedPatients(tx, { clinic, clinicianIds, forms, now });
    return { seeded: true };
  });
}

/** Staff users are not looked at: the admin from ensureStaffAdmin may already exist in an empty clinic. */
async function clinicHasData(tx: Transaction): Promise<boolean> {
  // One after another: a transaction's queries share its single connection.
  for (const table of [organizationSettings, locations, patients]) {
    const probe = await tx.select({ one: sql<number>`1` }).from(table).limit(1);
    if (probe.length > 0) return true;
  }
  return false;
}
