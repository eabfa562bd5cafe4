import { type Instrument, instrumentForm, instrumentLibrary } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../db/schema';
import { requester } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInStaff } from '../testing/signIn';

/** A library instrument completed through the API is scored by its published rules, and the details kept. */
function libraryInstrument(id: string): Instrument {
  const instrument = instrumentLibrary[id];
  if (!instrument) throw new Error(`no ${id} in the library`);
  return instrument;
}
const phq9 = libraryInstrument('phq9');
const auditC = libraryInstrument('auditC');

describe('library instrument scores', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t)).headers);
  });
  afterAll(async () => {
    await t.close();
  });

  async function complete(form: ReturnType<typeof instrumentForm>, results: Record<string, unknown>) {
    const formId = (await call('PUT', '/api/core/Forms', form)).json().id;
    const draft = (
      await call('PUT', '/api/core/Documents', { formId, patientId: people.alexId, results })
    ).json();
    const completed = await call('PATCH', `/api/core/Documents/${draft.id}/SaveAndComplete`, {
      rowVersion: draft.rowVersion,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    return (await call('GET', `/api/core/Documents/${draft.id}`)).json();
  }

  const answer = (code: string, value: number) => ({ text: 'as shown', value, code });

  it('stores a PHQ-9 total, band and item-9 alert, prorating one unanswered item', async () => {
    const results = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`AssessmentQuestion${index + 2}`, answer('LA6570-1', 2)]),
    );
    const document = await complete(instrumentForm(phq9, 'en'), results);
    expect(document.score).toBe('18');
    expect(document.scoreDetails).toEqual({
      instrument: { id: 'phq9', version: '1' },
      scales: [
        expect.objectContaining({
          id: 'total',
          loinc: '44261-6',
          total: 18,
          missing: 1,
          prorated: true,
          band: 'moderatelySevere',
        }),
      ],
      alerts: ['phq9SelfHarm'],
    });
  });

  it('reads the patient sex for AUDIT-C cut-offs, and leaves no total with an item unanswered', async () => {
    await t.database.db.update(patients).set({ sex: 'Female' }).where(eq(patients.id, people.alexId));
    const three = {
      AssessmentQuestion1: answer('monthlyOrLess', 1),
      AssessmentQuestion2: answer('threeOrFour', 1),
      AssessmentQuestion3: answer('lessThanMonthly', 1),
    };
    const positive = await complete(instrumentForm(auditC, 'es'), three);
    expect(positive.scoreDetails.scales[0]).toMatchObject({ total: 3, positive: true });
    await t.database.db.update(patients).set({ sex: 'Male' }).where(eq(patients.id, people.alexId));
    const negative = await complete(instrumentForm(auditC, 'es'), three);
    expect(negative.scoreDetails.scales[0]).toMatchObject({ total: 3, positive: false });
    const { AssessmentQuestion3: _, ...two } = three;
    const partial = await complete(instrumentForm(auditC, 'en'), two);
    expect(partial.score).toBeNull();
    expect(partial.scoreDetails.scales[0]).toMatchObject({ total: null, positive: null, missing: 1 });
  });

  it("lists the patient's instrument totals oldest first, leaving out those without a total", async () => {
    const reply = await call('GET', `/api/core/Patients/${people.alexId}/InstrumentScores`);
    expect(reply.statusCode).toBe(200);
    const scores = reply.json() as {
      instrument: { id: string };
      total: number;
      band: string | null;
      completedAt: string;
    }[];
    expect(scores.map((score) => [score.instrument.id, score.total, score.band])).toEqual([
      ['phq9', 18, 'moderatelySevere'],
      ['auditC', 3, null],
      ['auditC', 3, null],
    ]);
    const dates = scores.map((score) => score.completedAt);
    expect([...dates].sort()).toEqual(dates);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/core/Patients/${unknown}/InstrumentScores`)).statusCode).toBe(404);
  });
});
