import { importQuestionnaire, loadFhirPathEvaluator } from '@clinic/forms-core';
import { fhirPathQuestionnaire } from '@clinic/forms-core/fhir-testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, formVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../testing/demoFixtures';
import { type SignedIn, signInStaff } from '../../testing/signIn';

/**
 * A form imported with SDC FHIRPath our expressions cannot say: the server computes its values and
 * shows or hides its items with the fhirpath engine, as the browser does, so a required item is
 * required only while its enableWhenExpression holds.
 */
describe('imported FHIRPath through the API', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;
  let formId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    const { content } = importQuestionnaire(fhirPathQuestionnaire(), {
      fhirPath: await loadFhirPathEvaluator(),
    });
    for (const row of content.rows)
      for (const column of row.columns)
        for (const child of column.children)
          if (child.kind === 'component') ids[String(child.properties.fhirLinkId)] = child.id;
    const db = t.database.db;
    const [form] = await db.insert(forms).values({ name: 'Smoking and weight' }).returning({ id: forms.id });
    if (!form) throw new Error('form not inserted');
    formId = form.id;
    const [version] = await db
      .insert(formVersions)
      .values({ formId, name: 'Imported from FHIR', content })
      .returning({ id: formVersions.id });
    if (!version) throw new Error('version not inserted');
    await db.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, formId));
  });
  afterAll(async () => {
    await t.close();
  });

  const complete = (answers: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/core/Documents/CreateAndComplete',
      headers: staff.headers,
      payload: {
        formId,
        patientId: people.alexId,
        results: Object.fromEntries(Object.entries(answers).map(([linkId, value]) => [ids[linkId], value])),
      },
    });

  it('computes the FHIRPath values and completes while the required item is hidden', async () => {
    const done = await complete({ weight: 120, smoker: false, weightBand: 'forged' });
    expect(done.statusCode).toBe(201);
    expect(done.json().results).toMatchObject({
      [ids.weightBand as string]: 'high',
      [ids.weighed as string]: true,
    });
    expect(done.json().ignoredComponentIds).toEqual([ids.weightBand]);
  });

  it('refuses completion while the shown required item is empty, and completes once it is answered', async () => {
    const refused = await complete({ weight: 70, smoker: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrorCodes).toEqual({ [ids.packs as string]: [{ rule: 'required' }] });
    const done = await complete({ weight: 70, smoker: true, packs: 1 });
    expect(done.statusCode).toBe(201);
    expect(done.json().results[ids.weightBand as string]).toBe('normal');
  });
});
