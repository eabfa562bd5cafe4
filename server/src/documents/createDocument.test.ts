import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOf, requester } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInStaff } from '../testing/signIn';

/** New documents start with the components' default values (forms.md section 3, property `value`). */
describe('createDocument default values', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t, { roles: ['techStaff'] })).headers);
    const created = await call('PUT', '/api/core/Forms', {
      name: 'Defaults',
      content: contentOf([
        {
          id: 'TextInput1',
          elType: 'TextInput',
          properties: { label: 'Name', required: true, value: 'Jane' },
        },
        { id: 'EmailInput1', elType: 'EmailInput', properties: { label: 'Email', value: 'not an email' } },
        { id: 'Text1', elType: 'Text', properties: { value: 'Example text' } },
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    formId = created.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the defaults of components the request gives no result, keeping the given ones', async () => {
    const res = await call('PUT', '/api/core/Documents', {
      formId,
      patientId: people.alexId,
      results: { EmailInput1: 'jane@example.org' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().results).toEqual({ TextInput1: 'Jane', EmailInput1: 'jane@example.org' });
  });

  it('validates the defaults on CreateAndComplete', async () => {
    const bad = await call('PUT', '/api/core/Documents/CreateAndComplete', {
      formId,
      patientId: people.alexId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ EmailInput1: ['This field must have a valid email format'] });
    const good = await call('PUT', '/api/core/Documents/CreateAndComplete', {
      formId,
      patientId: people.alexId,
      results: { EmailInput1: '' },
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toMatchObject({
      status: 'Completed',
      results: { TextInput1: 'Jane', EmailInput1: '' },
    });
  });
});
