import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

describe('saved responses (UserResponses)', () => {
  let t: TestApp;
  let me: SignedIn;
  let colleague: SignedIn;
  let formId: string;
  const componentId = 'Textarea3';

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
    me = await signInStaff(t);
    colleague = await signInStaff(t, { email: 'colleague@example.org' });
    const [form] = await t.database.db.select({ id: forms.id }).from(forms).limit(1);
    formId = form?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (response: string, headers = me.headers, id = formId) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/core/UserResponses',
      headers,
      payload: { formId: id, componentId, response },
    });
  const list = (headers = me.headers) =>
    t.app.inject({ method: 'GET', url: `/api/core/UserResponses/${formId}/${componentId}`, headers });

  it('stores a response trimmed, once, and never a blank one', async () => {
    const first = await save('  Patient stable  ');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((r: { response: string }) => r.response)).toEqual(['Patient stable']);
    expect((await save('Patient stable ')).json()).toHaveLength(1);
    expect((await save('   ')).json()).toHaveLength(1);
    const second = (await save('No change')).json();
    expect(second.map((r: { response: string }) => r.response)).toEqual(['Patient stable', 'No change']);
    expect(second[0]).toEqual({ id: expect.any(String), response: 'Patient stable' });
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual(second);
  });

  it('keeps each user’s menu to themselves: another user’s response id answers 404', async () => {
    expect((await list(colleague.headers)).json()).toEqual([]);
    const [mine] = (await list()).json();
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/UserResponses/${mine.id}`,
      headers: colleague.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/UserResponses/${mine.id}`,
      headers: me.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).json().map((r: { response: string }) => r.response)).toEqual(['No change']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/UserResponses/${mine.id}`,
      headers: me.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and no session with 401', async () => {
    expect((await save('x', me.headers, 'not-a-uuid')).statusCode).toBe(400);
    expect((await save('x', me.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/core/UserResponses',
      headers: me.headers,
      payload: { formId },
    });
    expect(missing.statusCode).toBe(400);
    expect((await list({ authorization: '' })).statusCode).toBe(401);
  });
});
