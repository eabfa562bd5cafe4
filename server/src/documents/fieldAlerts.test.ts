import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreAlerts } from '../db/schema';
import { completedThroughApi, contentOf, requester } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInStaff } from '../testing/signIn';

/** A form without scoring whose fields say "alert when…" (issue 19.3). */
const question = {
  id: 'SingleChoice1',
  elType: 'SingleChoice',
  properties: {
    label: 'Do you feel unsafe at home?',
    options: ['Yes', 'No'],
    alertWhen: { kind: 'anyOf', values: ['Yes'] },
  },
};
const drinks = {
  id: 'NumberInput1',
  elType: 'NumberInput',
  properties: { label: 'Drinks on a typical day', alertWhen: { kind: 'atLeast', value: 5 } },
};

describe('field alerts on completion', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let formId: string;
  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t)).headers);
    const form = await call('PUT', '/api/core/Forms', {
      name: 'Safety check-in',
      content: contentOf([question, drinks]),
    });
    expect(form.statusCode, form.body).toBe(201);
    formId = form.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const complete = (results: Record<string, unknown>) =>
    completedThroughApi(call, { formId, patientId: people.alexId, results });

  it('raises one alert per field whose answer meets its condition, naming the field and mailing no answer', async () => {
    const mailsBefore = t.sentMail.length;
    const quiet = await complete({ SingleChoice1: 'No', NumberInput1: 4 });
    expect(await t.database.db.select().from(scoreAlerts).where(eq(scoreAlerts.documentId, quiet))).toEqual(
      [],
    );

    const documentId = await complete({ SingleChoice1: 'Yes', NumberInput1: '6' });
    const open = (await call('GET', '/api/core/ScoreAlerts?status=open')).json();
    // Raised together, so listed in either order.
    const raised = open.items
      .filter((item: { documentId: string }) => item.documentId === documentId)
      .sort((a: { params: { label: string } }, b: { params: { label: string } }) =>
        a.params.label.localeCompare(b.params.label),
      );
    expect(raised).toEqual([
      expect.objectContaining({
        code: 'fieldAlert',
        params: { componentId: 'SingleChoice1', label: 'Do you feel unsafe at home?' },
        formName: 'Safety check-in',
      }),
      expect.objectContaining({
        code: 'fieldAlert',
        params: { componentId: 'NumberInput1', label: 'Drinks on a typical day' },
      }),
    ]);
    await t.app.jobs.drain();
    const mails = t.sentMail.slice(mailsBefore);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe('A patient needs your attention');
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/unsafe|Drinks|Safety|Alex|\b6\b|Yes/i);
    }
  });

  it('refuses a form whose "alert when…" is not a condition', async () => {
    const broken = contentOf([
      { ...question, properties: { ...question.properties, alertWhen: { kind: 'anyOf', values: 'Yes' } } },
    ]);
    const reply = await call('PUT', '/api/core/Forms', { name: 'Broken alert', content: broken });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('alert condition');
  });
});
