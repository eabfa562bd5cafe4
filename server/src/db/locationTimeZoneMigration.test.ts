import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateUpTo, runMigration } from './migrationSteps.testing';

describe('migration 0017: a fixed shift becomes an IANA zone', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  // Seventeen migrations on a fresh embedded database take a while on a busy machine.
  it('maps the shifts staff kept to the zone they meant, and drops the shift', {
    timeout: 120_000,
  }, async () => {
    const migration = await migrateUpTo(db, '0017_location_time_zones.sql');
    const shifts = [0, -5, -8, -6, -7, 5.5, -3, 9, 3.5, 12];
    for (const [index, shift] of shifts.entries()) {
      await db.query('INSERT INTO locations (name, time_zone_hours_shift) VALUES ($1, $2)', [
        `L${index}`,
        shift,
      ]);
    }
    await runMigration(db, migration);
    const { rows } = await db.query<{ name: string; time_zone: string }>(
      'SELECT name, time_zone FROM locations ORDER BY name',
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.time_zone]))).toEqual({
      L0: 'UTC',
      L1: 'America/New_York',
      L2: 'America/Los_Angeles',
      L3: 'America/Chicago',
      L4: 'America/Denver',
      L5: 'Asia/Kolkata',
      L6: 'Etc/GMT+3',
      L7: 'Etc/GMT-9',
      L8: 'Asia/Tehran',
      L9: 'Etc/GMT-12',
    });
    const columns = await db.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'locations' AND column_name = 'time_zone_hours_shift'",
    );
    expect(columns.rows).toEqual([]);
  });
});
