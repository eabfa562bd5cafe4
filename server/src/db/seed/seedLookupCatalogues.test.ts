import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { signInStaff } from '../../testing/signIn';
import { lookupItems, lookupKinds } from '../schema';
import { lookupCatalogues } from './data/lookups';
import { seedDemo } from './seedDemo';
import { seedReferenceData } from './seedReferenceData';

const catalogueSize = lookupKinds.reduce((sum, kind) => sum + lookupCatalogues[kind].length, 0);

describe('lookup catalogues of a clinic started without the demo (SEED=none)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('fills every catalogue once, so the settings and patient screens have genders, states, routes...', async () => {
    const db = t.database.db;
    expect((await seedReferenceData(db)).lookups).toBe(catalogueSize);
    const staff = await signInStaff(t);
    for (const kind of [
      'Gender',
      'State',
      'Relationships',
      'MedicationRoute',
      'UnitOfMeasurement',
    ] as const) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/core/${kind}`,
        headers: staff.headers,
        payload: { page: 0, pageSize: 1_000_000 },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().items.length).toBe(lookupCatalogues[kind].length);
    }
  });

  it('leaves an edited catalogue alone and refills only an empty one', async () => {
    const db = t.database.db;
    await db.update(lookupItems).set({ active: false }).where(eq(lookupItems.kind, 'Gender'));
    await db.delete(lookupItems).where(eq(lookupItems.kind, 'Race'));
    expect((await seedReferenceData(db)).lookups).toBe(lookupCatalogues.Race.length);
    const [genders] = await db
      .select({ n: count() })
      .from(lookupItems)
      .where(and(eq(lookupItems.kind, 'Gender'), eq(lookupItems.active, true)));
    expect(genders?.n).toBe(0);
    expect((await seedReferenceData(db)).lookups).toBe(0);
  });

  it('lets the demo be loaded later without doubling the catalogues', async () => {
    const db = t.database.db;
    expect((await seedDemo(db)).seeded).toBe(true);
    const [states] = await db.select({ n: count() }).from(lookupItems).where(eq(lookupItems.kind, 'State'));
    expect(states?.n).toBe(lookupCatalogues.State.length);
  });
});
