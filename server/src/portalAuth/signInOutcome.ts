import { badRequest } from '../app/httpError';
import { invalidDateOfBirthMessage, patientLockedMessage } from './signInMessages';

/**
 * What a sign-in transaction returns. A refusal is returned, not thrown, so that the failure
 * it recorded (counts, lock, audit) is committed; the error is raised after the commit.
 */
export type SignInOutcome = { token: string } | { refused: 'wrong' | 'locked' };

export function tokenOrThrow(outcome: SignInOutcome): string {
  if ('token' in outcome) return outcome.token;
  throw badRequest([outcome.refused === 'locked' ? patientLockedMessage : invalidDateOfBirthMessage]);
}
