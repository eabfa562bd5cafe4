import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { icdCodes, lookupItems, medications } from '../schema';
import { icdCodeSeed } from './data/icdCodes';
import { medicationSeed } from './data/medications';
import { seedLookupCatalogues } from './seedLookupCatalogues';

/** Any number, the same for every process: two servers starting together seed once. */
const referenceLockKey = 724_311_002;

export interface ReferenceDataSeeded {
  lookups: number;
  icdCodes: number;
  medications: number;
}

/**
 * The lookup catalogues, the ICD-10-CM codes and the medication catalogue every clinic needs,
 * demo or not (with SEED=none an empty clinic must still find genders, states, routes...). Each
 * catalogue is filled once, while it is empty: after that it is the clinic's, so its edits and
 * deletions stay (a deleted code does not return at the next start) and a start does no work.
 * Medications get their default route and unit from the MedicationRoute (by code) and
 * UnitOfMeasurement (by name) lookups.
 */
export async function seedReferenceData(db: Database): Promise<ReferenceDataSeeded> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${referenceLockKey})`);
    // First: the medications below take their default route and unit from these catalogues.
    const lookups = await seedLookupCatalogues(tx);
    const [anyCode] = await tx.select({ id: icdCodes.id }).from(icdCodes).limit(1);
    if (!anyCode) {
      await tx.insert(icdCodes).values(icdCodeSeed.map(([code, description]) => ({ code, description })));
    }
    const [anyMedication] = await tx.select({ id: medications.id }).from(medications).limit(1);
    if (!anyMedication) {
      const items = await tx.select().from(lookupItems);
      const routeIds = new Map(
        items.filter((l) => l.kind === 'MedicationRoute' && l.code).map((l) => [l.code, l.id]),
      );
      const unitIds = new Map(items.filter((l) => l.kind === 'UnitOfMeasurement').map((l) => [l.name, l.id]));
      await tx.insert(medications).values(
        medicationSeed.map((m) => ({
          name: m.name,
          strength: m.strength,
          defaultRouteId: routeIds.get(m.route) ?? null,
          defaultUnitId: unitIds.get(m.unit) ?? null,
        })),
      );
    }
    return {
      lookups,
      icdCodes: anyCode ? 0 : icdCodeSeed.length,
      medications: anyMedication ? 0 : medicationSeed.length,
    };
  });
}
