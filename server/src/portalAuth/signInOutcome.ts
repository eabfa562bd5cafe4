import { refused } from '../app/httpError';
import type { OpenedPortalSession } from './openPortalSession';
import { invalidDateOfBirthMessage, patientLockedMessage } from './signInMessages';

/**
 * What a sign-in transaction returns. A refusal is returned, not thrown, so that the failure
 * it recorded (counts, lock, audit) is committed; the error is raised after the commit.
 */
export type SignInOutcome = { session: OpenedPortalSession } | { refused: 'wrong' | 'locked' };

export function sessionOrThrow(outcome: SignInOutcome): OpenedPortalSession {
  if ('session' in outcome) return outcome.session;
  throw outcome.refused === 'locked'
    ? refused(400, 'patientLocked', patientLockedMessage)
    : refused(400, 'invalidDateOfBirth', invalidDateOfBirthMessage);
}
