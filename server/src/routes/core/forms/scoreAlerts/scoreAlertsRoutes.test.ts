import { instrumentForm, instrumentLibrary } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { completedThroughApi, requester } from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('api/core/ScoreAlerts', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let formId: string;
  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t)).headers);
    const phq9 = instrumentLibrary.phq9;
    if (!phq9) throw new Error('no PHQ-9 in the library');
    formId = (await call('PUT', '/api/core/Forms', instrumentForm(phq9, 'en'))).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const item9 = (code: string, value: number) => ({ AssessmentQuestion9: { text: 'as shown', value, code } });

  const completed = (results: Record<string, unknown>) =>
    completedThroughApi(call, { formId, patientId: people.alexId, results });
  const openCount = async () => (await call('GET', '/api/core/ScoreAlerts/Counts')).json().open as number;

  it('raises an alert on item 9 above 0, mails its clinician without clinical content, and is acknowledged with a note', async () => {
    const before = await openCount();
    const mailsBefore = t.sentMail.length;
    expect(await completed(item9('LA6568-5', 0))).toBeTruthy();
    expect(await openCount()).toBe(before);

    const documentId = await completed(item9('LA6569-3', 1));
    expect(await openCount()).toBe(before + 1);
    await t.app.jobs.drain();
    const [mail, ...others] = t.sentMail.slice(mailsBefore);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ to: 'tester@example.org', subject: 'A patient needs your attention' });
    expect(mail?.links).toEqual([`${t.app.deps.config.publicUrl}/staff/alerts`]);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/PHQ|Alex|self-harm|depress/i);

    const open = (await call('GET', '/api/core/ScoreAlerts?status=open')).json();
    const alert = open.items.find((item: { documentId: string }) => item.documentId === documentId);
    expect(alert).toMatchObject({
      code: 'phq9SelfHarm',
      formName: 'PHQ-9 depression questionnaire',
      acknowledgedAt: null,
    });
    expect(alert.patient.id).toBe(people.alexId);

    expect(
      (await call('PATCH', `/api/core/ScoreAlerts/${alert.id}/Acknowledge`, { note: ' ' })).statusCode,
    ).toBe(400);
    const acknowledged = await call('PATCH', `/api/core/ScoreAlerts/${alert.id}/Acknowledge`, {
      note: 'Called the patient; safety plan reviewed.',
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({ note: 'Called the patient; safety plan reviewed.' });
    expect(acknowledged.json().acknowledgedByName).toEqual(expect.any(String));
    expect(
      (await call('PATCH', `/api/core/ScoreAlerts/${alert.id}/Acknowledge`, { note: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await call('PATCH', `/api/core/ScoreAlerts/${unknownId}/Acknowledge`, { note: 'x' })).statusCode,
    ).toBe(404);
    expect(await openCount()).toBe(before);
    const done = (await call('GET', '/api/core/ScoreAlerts?status=acknowledged')).json();
    expect(done.items.map((item: { id: string }) => item.id)).toContain(alert.id);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, alert.id));
    expect(audit.map((row) => row.action)).toContain('acknowledge');
  });

  it('raises nothing twice when a document is unlocked and completed again', async () => {
    const documentId = await completed(item9('LA6571-9', 3));
    const before = await openCount();
    const reverted = await call('PATCH', `/api/core/Documents/${documentId}/RevertComplete`, {
      unlockReason: 'Typo',
    });
    expect(reverted.statusCode).toBe(200);
    const again = await call('PATCH', `/api/core/Documents/${documentId}/SaveAndComplete`, {
      rowVersion: reverted.json().rowVersion,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await openCount()).toBe(before);
  });
});
