import type { TestApp } from '../../../testing/createTestApp';

/** Test helpers of the portal sign-in suites. */

export const alexDateOfBirth = '1990-04-12';
export const samDateOfBirth = '2015-09-30';

/** The requesting network of links a test makes straight with issueSignInLink (in use, a keyed hash). */
export const testNetwork = 'test network';

/** The code of the last `/confirm/{code}` link in a mail text. */
export function confirmCodeIn(text: string): string {
  const codes = [...text.matchAll(/\/confirm\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
  const code = codes.at(-1);
  if (!code) throw new Error('no confirm link in the mail');
  return code;
}

/** A JWT's payload, decoded without verifying anything. */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function sendLink(t: Pick<TestApp, 'app'>, email: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/Auth/SendLink',
    payload: { email },
    remoteAddress,
  });
}

export function login(
  t: Pick<TestApp, 'app'>,
  body: { patientId: string; dateOfBirth?: string; code: string },
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({ method: 'POST', url: '/api/portal/Auth/Login', payload: body, remoteAddress });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
