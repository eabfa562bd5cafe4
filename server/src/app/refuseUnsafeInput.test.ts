import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { signInStaff } from '../testing/signIn';

const deepAnswer = `${'['.repeat(5000)}"low mood"${']'.repeat(5000)}`;

describe('unsafe input is answered with 400 before any schema or query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the field with a NUL byte, in the caller’s language, without signing in', async () => {
    const register = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/portal/PatientRegistrations',
        headers: { 'accept-language': language },
        payload: { patientInfo: { firstName: 'a\u0000b', lastName: 'Rivera' } },
      });
    const english = await register('en-US');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      messages: [
        'patientInfo.firstName: Contains a character that cannot be saved (a null character or a broken Unicode character).',
      ],
      fieldErrors: {
        'patientInfo.firstName': [
          'Contains a character that cannot be saved (a null character or a broken Unicode character).',
        ],
      },
    });
    const spanish = await register('es');
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().messages).toEqual([
      'patientInfo.firstName: Contiene un carácter que no se puede guardar (un carácter nulo o un carácter Unicode incompleto).',
    ]);
  });

  it('refuses a lone surrogate in the body and a NUL in the query or the path', async () => {
    const staff = await signInStaff(t);
    const replies = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/core/Patients/Search',
        headers: { ...staff.headers, 'content-type': 'application/json' },
        payload: '{"searchPhrase":"Rivera\\ud800"}',
      }),
      t.app.inject({
        method: 'GET',
        url: '/api/portal/Patients/getCreditCardsByAccountNumber?accountNumber=100231&lastName=Rivera%00&locationId=1',
      }),
      t.app.inject({ method: 'GET', url: '/api/core/Collections/Find/Rivera%00', headers: staff.headers }),
    ]);
    expect(replies.map((reply) => [reply.statusCode, Object.keys(reply.json().fieldErrors)])).toEqual([
      [400, ['searchPhrase']],
      [400, ['lastName']],
      [400, ['name']],
    ]);
  });

  it('refuses answers nested 5,000 deep', async () => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/PatientRegistrations',
      headers: { 'content-type': 'application/json' },
      payload: `{"intakeDocuments":[{"results":{"TextInput1":${deepAnswer}}}]}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().messages[0]).toMatch(
      /^intakeDocuments\.0\.results\.TextInput1(\.0)+: Nested too deeply: at most 100 levels\.$/,
    );
  });
});
