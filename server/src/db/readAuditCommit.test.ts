import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicalContent, episodeOf, requester } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInStaff } from '../testing/signIn';

/** node-postgres and PGlite both answer `{ rows }`; drizzle's driver-neutral type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Each audit row records, through a trigger, the synchronous_commit its transaction commits
 * with: reads relax it on PostgreSQL, writes never do (db/readAuditCommit.ts).
 */
describe('read audits commit without waiting for the disk; writes keep synchronous commit', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let episodeId: string;
  let documentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t, { roles: ['techStaff'] })).headers);
    episodeId = await episodeOf(t, people.alexId);
    const db = t.database.db;
    await db.execute(sql`create table audit_commit_modes (id bigint, action text, resource text, mode text)`);
    await db.execute(sql`create function record_audit_commit_mode() returns trigger language plpgsql as $$
      begin
        insert into audit_commit_modes values (new.id, new.action, new.resource, current_setting('synchronous_commit'));
        return null;
      end $$`);
    await db.execute(sql`create trigger audit_commit_mode after insert on audit_log
      for each row execute function record_audit_commit_mode()`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The commit mode of the audit rows a request wrote, as 'action resource: mode'. */
  async function modesOf(request: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> {
    const db = t.database.db;
    const before = rowsOf<{ last: string | null }>(
      await db.execute(sql`select max(id)::text as last from audit_commit_modes`),
    )[0]?.last;
    const res = await request();
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = rowsOf<{ action: string; resource: string; mode: string }>(
      await db.execute(
        sql`select action, resource, mode from audit_commit_modes where id > ${before ?? '0'}::bigint order by id`,
      ),
    );
    return rows.map((row) => `${row.action} ${row.resource}: ${row.mode}`);
  }

  it('creates and saves (writes) with synchronous commit', async () => {
    const created = await call('PUT', '/api/core/Forms', { name: 'Commit check', content: clinicalContent });
    expect(created.statusCode, created.body).toBe(201);
    let document: { id: string; rowVersion: number } | undefined;
    expect(
      await modesOf(async () => {
        const res = await call('PUT', '/api/core/Documents', {
          formId: created.json().id,
          patientId: people.alexId,
          episodeOfCareId: episodeId,
        });
        document = res.json();
        return res;
      }),
    ).toEqual(['create Document: on']);
    if (!document) throw new Error('no document');
    documentId = document.id;
    expect(
      await modesOf(() =>
        call('PATCH', `/api/core/Documents/${documentId}`, {
          rowVersion: document?.rowVersion,
          results: {},
        }),
      ),
    ).toEqual(['update Document: on']);
  });

  it('reads with a relaxed commit on PostgreSQL (PGlite keeps every commit synchronous)', async () => {
    const read = t.database.kind === 'postgres' ? 'off' : 'on';
    const reads = [
      () => call('GET', `/api/core/Documents/${documentId}`),
      () => call('POST', `/api/core/Documents/ByEoc/${episodeId}/${people.alexId}`, {}),
      () => call('POST', `/api/core/Documents/ByEocAndCategory/${episodeId}/main`, {}),
      () => call('GET', `/api/core/Documents/GetDetailed/${documentId}`),
      () => call('GET', `/api/core/Documents/forAdvancedFormBuilderControl/${documentId}`),
    ];
    const modes = [];
    for (const request of reads) modes.push(...(await modesOf(request)));
    expect(modes).toEqual([
      `read Document: ${read}`,
      `read EpisodeDocuments: ${read}`,
      `read EpisodeDocuments: ${read}`,
      `read Document: ${read}`,
      `read Document: ${read}`,
    ]);
  });

  it('leaves no relaxed setting behind on the pooled connections', async () => {
    await call('GET', `/api/core/Documents/${documentId}`);
    for (let i = 0; i < 10; i++) {
      const [row] = rowsOf<{ mode: string }>(
        await t.database.db.execute(sql`select current_setting('synchronous_commit') as mode`),
      );
      expect(row?.mode).toBe('on');
    }
  });
});
