import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { icdCodes, lookupItems, medications } from '../schema';
import { icdCodeSeed } from './data/icdCodes';
import { medicationSeed } from './data/medications';

/** Any number, the same for every process: two servers starting together seed once. */
const referenceLockKey = 724_311_002;

export interface ReferenceDataSeeded {
  icdCodes: number;
  medications: number;
}

/**
 * The ICD-10-CM codes and the medication catalogue every clinic needs, demo or not. Idempotent:
 * only codes (by code) and medications (by name and strength) not there yet are inserted, so a
 * clinic's own additions and edits stay. Medications get their default route and unit from the
 * MedicationRoute (by code) and UnitOfMeasurement (by name) lookups when those exist.
 */
export async function seedReferenceData(db: Database): Promise<ReferenceDataSeeded> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${referenceLockKey})`);
    const insertedCodes = await tx
      .insert(icdCodes)
      .values(icdCodeSeed.map(([code, description]) => ({ code, description })))
      .onConflictDoNothing({ target: icdCodes.code })
      .returning({ id: icdCodes.id });

    const existing = await tx
      .select({ name: medications.name, strength: medications.strength })
      .from(medications);
    const known = new Set(existing.map((m) => `${m.name.toLowerCase()}|${m.strength.toLowerCase()}`));
    const lookups = await tx.select().from(lookupItems);
    const routeIds = new Map(
      lookups.filter((l) => l.kind === 'MedicationRoute' && l.code).map((l) => [l.code, l.id]),
    );
    const unitIds = new Map(lookups.filter((l) => l.kind === 'UnitOfMeasurement').map((l) => [l.name, l.id]));
    const missing = medicationSeed.filter(
      (m) => !known.has(`${m.name.toLowerCase()}|${m.strength.toLowerCase()}`),
    );
    if (missing.length > 0) {
      await tx.insert(medications).values(
        missing.map((m) => ({
          name: m.name,
          strength: m.strength,
          defaultRouteId: routeIds.get(m.route) ?? null,
          defaultUnitId: unitIds.get(m.unit) ?? null,
        })),
      );
    }
    return { icdCodes: insertedCodes.length, medications: missing.length };
  });
}
