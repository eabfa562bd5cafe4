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
const cssrs = libraryInstrument('cssrs');
const pcl5 = libraryInstrument('pcl5');
const cssrsSinceLastVisit = libraryInstrument('cssrsSinceLastVisit');

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

  /** A new form's document for Alex with these results, sent to be completed: the reply and the id. */
  async function sendComplete(form: ReturnType<typeof instrumentForm>, results: Record<string, unknown>) {
    const formId = (await call('PUT', '/api/core/Forms', form)).json().id;
    const draft = (
      await call('PUT', '/api/core/Documents', { formId, patientId: people.alexId, results })
    ).json();
    const reply = await call('PATCH', `/api/core/Documents/${draft.id}/SaveAndComplete`, {
      rowVersion: draft.rowVersion,
    });
    return { reply, id: draft.id as string };
  }

  async function complete(form: ReturnType<typeof instrumentForm>, results: Record<string, unknown>) {
    const { reply, id } = await sendComplete(form, results);
    expect(reply.statusCode, reply.body).toBe(200);
    return (await call('GET', `/api/core/Documents/${id}`)).json();
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

  it('scores a C-SSRS screen by its skip logic, ignoring an answer its hidden question kept, and raises its alert', async () => {
    const [yes, no] = [answer('LA33-6', 1), answer('LA32-8', 0)];
    const document = await complete(instrumentForm(cssrs, 'es'), {
      AssessmentQuestion1: no,
      AssessmentQuestion2: no,
      // Answered while question 2 was "yes", then hidden again: not asked.
      AssessmentQuestion4: answer('LA33-6', 3),
      AssessmentQuestion6: answer('LA33-6', 2),
      AssessmentQuestion7: answer('LA32-8', 0),
    });
    expect(document.score).toBe('2');
    expect(document.scoreDetails).toEqual({
      instrument: { id: 'cssrs', version: '1' },
      scales: [
        expect.objectContaining({
          id: 'risk',
          loinc: '93374-7',
          total: 2,
          band: 'moderateRisk',
          positive: true,
          missing: 0,
          notAsked: 3,
        }),
      ],
      alerts: ['cssrsPositive'],
    });
    const open = (await call('GET', '/api/core/ScoreAlerts?status=open')).json();
    expect(open.items.filter((item: { documentId: string }) => item.documentId === document.id)).toEqual([
      expect.objectContaining({ code: 'cssrsPositive' }),
    ]);

    const negative = await complete(instrumentForm(cssrs, 'en'), {
      AssessmentQuestion1: no,
      AssessmentQuestion2: no,
      AssessmentQuestion6: no,
    });
    expect(negative.scoreDetails).toMatchObject({
      scales: [{ total: 0, band: 'noRisk', positive: false, notAsked: 4 }],
      alerts: [],
    });
    // A "yes" to question 2 asks 3–5; left unanswered, there is no risk level, yet the "yes" alerts.
    const unfinished = await complete(instrumentForm(cssrs, 'en'), {
      AssessmentQuestion1: yes,
      AssessmentQuestion2: yes,
      AssessmentQuestion6: no,
    });
    expect(unfinished.score).toBeNull();
    expect(unfinished.scoreDetails).toMatchObject({
      scales: [{ total: null, band: null, missing: 3, notAsked: 1 }],
      alerts: ['cssrsPositive'],
    });
    // Questions 1, 2 and 6 are always asked, so required.
    const { reply: refused } = await sendComplete(instrumentForm(cssrs, 'en'), {
      AssessmentQuestion1: no,
      AssessmentQuestion2: no,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fieldErrors)).toEqual(['AssessmentQuestion6']);
  });

  it('keeps the library skip logic for staff without advanced options, and refuses their edit of it', async () => {
    // The signed-in tester has no advanced options (forms.md sections 5 and 6).
    const form = instrumentForm(cssrs, 'es');
    const question = (content: typeof form.content, id: string) =>
      content.rows
        .flatMap((row) => row.columns.flatMap((column) => column.children))
        .find((child) => child.kind === 'component' && child.id === id);
    const created = await call('PUT', '/api/core/Forms', form);
    expect(created.statusCode).toBe(201);
    const stored = (await call('GET', `/api/core/Forms/${created.json().id}`)).json();
    expect(question(stored.content, 'AssessmentQuestion4')?.properties.hidden).toBe(
      '{{ !(matches(AssessmentQuestion2, 1)) }}',
    );
    const edited = structuredClone(form);
    const fourth = question(edited.content, 'AssessmentQuestion4');
    if (fourth?.kind === 'component') fourth.properties.label = '4. Edited';
    expect((await call('PUT', '/api/core/Forms', edited)).statusCode).toBe(403);
  });

  it('stores the PCL-5 total and its DSM-5 cluster scores', async () => {
    const results = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`AssessmentQuestion${index + 1}`, answer('moderately', 2)]),
    );
    const document = await complete(instrumentForm(pcl5, 'en'), results);
    expect(document.score).toBe('40');
    expect(
      document.scoreDetails.scales.map((scale: { id: string; total: number }) => [scale.id, scale.total]),
    ).toEqual([
      ['total', 40],
      ['clusterB', 10],
      ['clusterC', 4],
      ['clusterD', 14],
      ['clusterE', 12],
    ]);
    expect(document.scoreDetails.scales[0]).toMatchObject({ loinc: '101698-9', positive: true });
    // Every item "moderately" (2) endorses every symptom: the DSM-5 rule is met.
    expect(document.scoreDetails.symptomCounts).toEqual([
      {
        id: 'provisionalPtsd',
        met: true,
        criteria: [
          { scale: 'clusterB', min: 1, endorsed: 5 },
          { scale: 'clusterC', min: 1, endorsed: 2 },
          { scale: 'clusterD', min: 2, endorsed: 7 },
          { scale: 'clusterE', min: 2, endorsed: 6 },
        ],
      },
    ]);
  });

  it('scores the since-last-visit C-SSRS: behaviour since the last visit is high risk, and alerts', async () => {
    const document = await complete(instrumentForm(cssrsSinceLastVisit, 'es'), {
      AssessmentQuestion1: answer('LA32-8', 0),
      AssessmentQuestion2: answer('LA32-8', 0),
      AssessmentQuestion6: answer('LA33-6', 3),
    });
    expect(document.score).toBe('3');
    expect(document.scoreDetails).toEqual({
      instrument: { id: 'cssrsSinceLastVisit', version: '1' },
      scales: [
        expect.objectContaining({ id: 'risk', total: 3, band: 'highRisk', positive: true, notAsked: 3 }),
      ],
      alerts: ['cssrsPositive'],
    });
    const open = (await call('GET', '/api/core/ScoreAlerts?status=open')).json();
    expect(open.items.filter((item: { documentId: string }) => item.documentId === document.id)).toEqual([
      expect.objectContaining({ code: 'cssrsPositive' }),
    ]);
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
      // The demo seed's completed PHQ-9 (the library form), three weeks ago.
      ['phq9', 7, 'mild'],
      ['phq9', 18, 'moderatelySevere'],
      ['auditC', 3, null],
      ['auditC', 3, null],
      ['cssrs', 2, 'moderateRisk'],
      ['cssrs', 0, 'noRisk'],
      ['pcl5', 40, null],
      ['cssrsSinceLastVisit', 3, 'highRisk'],
    ]);
    expect(scores.at(-2)).toMatchObject({
      subscales: [
        { id: 'clusterB', total: 10 },
        { id: 'clusterC', total: 4 },
        { id: 'clusterD', total: 14 },
        { id: 'clusterE', total: 12 },
      ],
      symptomCounts: [{ id: 'provisionalPtsd', met: true }],
    });
    expect(scores[0]).toMatchObject({ subscales: [], symptomCounts: [] });
    const dates = scores.map((score) => score.completedAt);
    expect([...dates].sort()).toEqual(dates);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/core/Patients/${unknown}/InstrumentScores`)).statusCode).toBe(404);
  });
});
