import { eq } from 'drizzle-orm';
import { createSession } from '../auth/sessionStore';
import { signSessionToken } from '../auth/sessionToken';
import { patients, staffUsers } from '../db/schema';
import type { TestApp } from './createTestApp';

export interface SignedIn {
  token: string;
  sessionId: string;
  /** Headers for app.inject. */
  headers: { authorization: string };
}

/**
 * A staff session without going through the password form (which has its own tests).
 * Creates the staff user when the e-mail is new.
 */
export async function signInStaff(
  t: TestApp,
  options: { email?: string; roles?: Array<'staff' | 'techStaff'>; advancedOptions?: boolean } = {},
): Promise<SignedIn & { staffUserId: string }> {
  const email = options.email ?? 'tester@example.org';
  let [user] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.email, email));
  if (!user) {
    [user] = await t.database.db
      .insert(staffUsers)
      .values({
        email,
        firstName: 'Test',
        lastName: 'Clinician',
        roles: options.roles ?? ['staff'],
        advancedOptions: options.advancedOptions ?? false,
      })
      .returning();
  }
  if (!user) throw new Error('staff user not created');
  const session = await createSession(t.database.db, { audience: 'core', staffUserId: user.id });
  const token = await signSessionToken(t.app.deps.signingKey, 'core', {
    sessionId: session.id,
    staffUserId: user.id,
  });
  return {
    token,
    sessionId: session.id,
    staffUserId: user.id,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * A portal session acting for `patientId` (the e-mailed-link sign-in has its own tests).
 * `loginId` must be linked to the patient for the portal's own checks to agree.
 */
export async function signInPortal(t: TestApp, loginId: string, patientId: string): Promise<SignedIn> {
  const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, patientId));
  const session = await createSession(t.database.db, {
    audience: 'portal',
    loginId,
    patientId,
    locationId: patient?.locationId ?? null,
  });
  const token = await signSessionToken(t.app.deps.signingKey, 'portal', {
    sessionId: session.id,
    loginId,
    LocationId: patient?.locationId ?? null,
    Patient: { Id: patientId },
  });
  return { token, sessionId: session.id, headers: { authorization: `Bearer ${token}` } };
}
