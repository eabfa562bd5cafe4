import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/**
 * Bulk rows for the benchmark, generated inside PostgreSQL (generate_series) so seeding a
 * million documents takes seconds, not hours. Reuses the demo clinic's forms and versions.
 */
export async function bulkSeed(db: Database, patientCount: number, documentCount: number): Promise<void> {
  await db.execute(sql`
    insert into patients (account_number, first_name, last_name, date_of_birth, mrn)
    select 'B-' || g, 'Bench', 'Patient ' || g, date '1960-01-01' + (g % 20000), 'BMRN-' || g
    from generate_series(1, ${patientCount}) g`);
  await db.execute(sql`
    insert into episodes_of_care (patient_id, number, start_date)
    select id, 'BEOC-' || account_number, date '2024-01-01' from patients where account_number like 'B-%'`);
  // Documents spread evenly over the bench episodes, cycling through the demo forms' versions.
  await db.execute(sql`
    with eoc as (
      select e.id as episode_id, e.patient_id, row_number() over (order by e.id) - 1 as n
      from episodes_of_care e where e.number like 'BEOC-%'
    ), v as (
      select v.id as version_id, v.form_id, row_number() over (order by v.id) - 1 as n from form_versions v
    ), counts as (select (select count(*) from eoc) as eocs, (select count(*) from v) as versions)
    insert into documents (form_id, version_id, patient_id, episode_of_care_id, status, results, created_at)
    select v.form_id, v.version_id, eoc.patient_id, eoc.episode_id,
           case when g % 3 = 0 then 'Completed' else 'Draft' end,
           jsonb_build_object('TextInput1', 'Bench value ' || g),
           now() - (g || ' minutes')::interval
    from generate_series(0, ${documentCount - 1}) g
    cross join counts
    join eoc on eoc.n = g % counts.eocs
    join v on v.n = g % counts.versions`);
  await db.execute(sql`update form_versions set has_results = true`);
  // VACUUM as autovacuum would have by now: statistics, and the visibility map that lets
  // counts come from an index alone.
  await db.execute(sql`vacuum analyze`);
}
