import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { seedDemoPeople } from '../../testing/demoFixtures';
import { icdCodes, medications } from '../schema';
import { icdCodeSeed } from './data/icdCodes';
import { medicationSeed } from './data/medications';
import { seedReferenceData } from './seedReferenceData';

describe('seedReferenceData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds every chapter F code once, and a few hundred others', () => {
    const codes = icdCodeSeed.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    const chapterF = codes.filter((code) => code.startsWith('F'));
    expect(chapterF.length).toBeGreaterThan(800);
    expect(codes.length - chapterF.length).toBeGreaterThan(250);
    for (const code of [
      'F01.50',
      'F10.20',
      'F32.A',
      'F41.1',
      'F99',
      'I10',
      'E11.9',
      'J45.909',
      'M54.50',
      'Z63.0',
    ]) {
      expect(codes).toContain(code);
    }
    expect(
      icdCodeSeed.every(
        ([code, description]) =>
          /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/.test(code) && description.length > 2,
      ),
    ).toBe(true);
    expect(medicationSeed.length).toBeGreaterThan(200);
  });

  it('inserts the codes and medications once, with default routes and units, and keeps edits and deletions', async () => {
    const db = t.database.db;
    const first = await seedReferenceData(db);
    expect(first).toEqual({ lookups: 0, icdCodes: icdCodeSeed.length, medications: medicationSeed.length });
    await db.update(icdCodes).set({ description: 'Edited by the clinic' }).where(eq(icdCodes.code, 'I10'));
    await db.delete(icdCodes).where(eq(icdCodes.code, 'F99'));
    expect(await seedReferenceData(db)).toEqual({ lookups: 0, icdCodes: 0, medications: 0 });
    const [i10] = await db.select().from(icdCodes).where(eq(icdCodes.code, 'I10'));
    expect(i10?.description).toBe('Edited by the clinic');
    expect(await db.select().from(icdCodes).where(eq(icdCodes.code, 'F99'))).toEqual([]);
    const [total] = await db.select({ n: count() }).from(medications);
    expect(total?.n).toBe(medicationSeed.length);
    const [lithium] = await db.select().from(medications).where(eq(medications.name, 'Lithium carbonate'));
    expect(lithium?.defaultRouteId).not.toBeNull();
    expect(lithium?.defaultUnitId).not.toBeNull();
  });
});
