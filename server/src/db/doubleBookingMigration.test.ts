import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateUpTo, runMigration } from './migrationSteps.testing';
import { pgliteExtensions } from './pgliteExtensions';

/**
 * Migration 0021 adds the no-double-booking constraint to a clinic that already has data:
 * overlaps made before it are found and marked, never refused, and everything after obeys it.
 */
describe('migration 0021: existing double bookings are kept and marked', () => {
  const db = new PGlite({ extensions: pgliteExtensions });
  afterAll(() => db.close());

  it('marks each appointment that meets an earlier one, then refuses new overlaps', {
    timeout: 120_000,
  }, async () => {
    const migration = await migrateUpTo(db, '0021_slot_holds.sql');
    const one = async <T>(query: string, params: unknown[] = []) => {
      const { rows } = await db.query<T>(query, params);
      if (!rows[0]) throw new Error(`nothing from ${query}`);
      return rows[0];
    };
    const { id: location } = await one<{ id: string }>(
      "INSERT INTO locations (name, time_zone) VALUES ('Downtown', 'America/New_York') RETURNING id",
    );
    const { id: clinician } = await one<{ id: string }>(
      "INSERT INTO clinicians (first_name, last_name) VALUES ('David', 'Okafor') RETURNING id",
    );
    const { id: patient } = await one<{ id: string }>(
      `INSERT INTO patients (account_number, first_name, last_name, date_of_birth, mrn)
       VALUES ('A-1', 'Alex', 'Rivera', '1990-04-12', 'A-1') RETURNING id`,
    );
    const book = (notes: string, start: string, end: string, status = 'Show', createdAt = '2025-01-01') =>
      db.query(
        `INSERT INTO appointments (patient_id, location_id, clinician_id, appointment_date, appointment_end_date, status, notes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [patient, location, clinician, start, end, status, notes, createdAt],
      );
    await book('first', '2025-03-04 09:00', '2025-03-04 10:00', 'Show', '2025-01-01');
    await book('overlaps first', '2025-03-04 09:30', '2025-03-04 10:30', 'Show', '2025-01-02');
    await book('overlaps the second only', '2025-03-04 10:15', '2025-03-04 11:00', 'Show', '2025-01-03');
    await book('cancelled over first', '2025-03-04 09:00', '2025-03-04 10:00', 'Cancelled', '2025-01-04');
    await book('apart', '2025-03-04 13:00', '2025-03-04 14:00', 'Show', '2025-01-05');

    await runMigration(db, migration);
    const { rows } = await db.query<{ notes: string; overlapped_before_rule: boolean }>(
      'SELECT notes, overlapped_before_rule FROM appointments ORDER BY created_at',
    );
    expect(Object.fromEntries(rows.map((row) => [row.notes, row.overlapped_before_rule]))).toEqual({
      first: false,
      'overlaps first': true,
      'overlaps the second only': true,
      'cancelled over first': false,
      apart: false,
    });
    await expect(book('new over first', '2025-03-04 09:45', '2025-03-04 10:15')).rejects.toMatchObject({
      code: '23P01',
    });
    // Moving a marked appointment puts it under the rule.
    await expect(
      db.query(
        "UPDATE appointments SET appointment_date = '2025-03-04 13:30', appointment_end_date = '2025-03-04 14:30' WHERE notes = 'overlaps first'",
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
