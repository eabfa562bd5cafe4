import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentGroups, documents, formGroups } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../testing/demoFixtures';
import { mailJobsTo } from '../../testing/queuedMail';
import { type SignedIn, signInPortal, signInStaff } from '../../testing/signIn';
import { shareNoticeJobKind } from './shareNoticeJob';

describe('a document shared with the portal mails its patient a notice', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;
  let jordan: SignedIn;
  let jordanDraft = '';
  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    const [draft] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.patientId, people.jordanId), isNull(documents.deletedAt)));
    if (!draft) throw new Error('Jordan has no demo document');
    jordanDraft = draft.id;
  });
  afterAll(() => t.close());

  const share = (id: string, shared: boolean) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/core/Documents/${id}/Share`,
      headers: staff.headers,
      payload: { shared },
    });
  const notices = async () =>
    (await mailJobsTo(t.app, 'jordan@example.org')).filter(
      (job) => 'compose' in job.data && job.data.compose === shareNoticeJobKind,
    );
  const queuedNotices = async () => (await notices()).length;
  const setLanguage = (language: 'en' | 'es') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/portal/Auth/Language',
      headers: jordan.headers,
      payload: { language },
    });

  it("sends, in the login's saved language, only that a form waits and its portal link", async () => {
    expect((await setLanguage('es')).statusCode).toBe(204);
    expect((await share(jordanDraft, false)).statusCode).toBe(200);
    const before = t.sentMail.length;
    expect((await share(jordanDraft, true)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const sent = t.sentMail.slice(before);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe('jordan@example.org');
    expect(mail?.subject).toBe('Tiene un formulario pendiente en el portal del paciente');
    expect(mail?.links).toEqual([`${t.app.deps.config.publicUrl}/document/${jordanDraft}`]);
    // No form name, no patient, nothing clinical.
    expect(mail?.text).not.toMatch(/PHQ|Jordan|Lee/i);
    expect((await setLanguage('en')).statusCode).toBe(204);
  });

  it('is not sent again for a document already shared, nor when staff unshare it before it goes', async () => {
    const queued = await queuedNotices();
    expect((await share(jordanDraft, true)).statusCode).toBe(200);
    expect(await queuedNotices()).toBe(queued);
    await t.app.jobs.pauseWork();
    t.jobsBeforeReply = false;
    expect((await share(jordanDraft, false)).statusCode).toBe(200);
    expect((await share(jordanDraft, true)).statusCode).toBe(200);
    expect((await share(jordanDraft, false)).statusCode).toBe(200);
    const before = t.sentMail.length;
    t.jobsBeforeReply = true;
    await t.app.jobs.resumeWork();
    await t.app.jobs.drain();
    expect(t.sentMail.slice(before)).toHaveLength(0);
    // Its job ran and found nothing to send.
    expect((await notices()).at(-1)?.state).toBe('completed');
  });

  it('is queued in the share transaction: a share that fails leaves no notice', async () => {
    // The audit row is written after the notice is queued, in the same transaction: make it fail.
    const run = (statement: string) => t.database.db.execute(sql.raw(statement));
    await run(`create function refuse_share_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'share' and new.resource_id = '${jordanDraft}' then
          raise exception 'audit refused by the test';
        end if;
        return new;
      end $$`);
    await run(
      'create trigger refuse_share_audit before insert on audit_log for each row execute function refuse_share_audit()',
    );
    try {
      const queued = await queuedNotices();
      expect((await share(jordanDraft, true)).statusCode).toBe(500);
      expect(await queuedNotices()).toBe(queued);
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, jordanDraft));
      expect(row?.sharedWithPortal).toBe(false);
    } finally {
      await run('drop trigger refuse_share_audit on audit_log');
      await run('drop function refuse_share_audit()');
    }
  });

  it('a document set shared with the portal links to the set', async () => {
    const [formGroup] = await t.database.db.insert(formGroups).values({ name: 'Intake set' }).returning();
    const [group] = await t.database.db
      .insert(documentGroups)
      .values({ formGroupId: formGroup?.id ?? '', patientId: people.jordanId })
      .returning();
    const before = t.sentMail.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/DocumentGroups/${group?.id}`,
      headers: staff.headers,
      payload: { sharedWithPortal: true },
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    const [mail] = t.sentMail.slice(before);
    expect(mail?.subject).toBe('A form is waiting for you in the patient portal');
    expect(mail?.links).toEqual([`${t.app.deps.config.publicUrl}/document_group/${group?.id}`]);
  });
});
