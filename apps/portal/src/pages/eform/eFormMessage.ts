import { ApiError, type ServerMessageCode } from '@clinic/api-contract';
import type { TFunction } from 'i18next';
import { serverErrorText } from '../../api/serverErrorText';

type EFormMessageKey = 'expired' | 'invalidDateOfBirth' | 'locked' | 'sessionEnded';

/** The server's e-form refusals, by their codes, and the key that words each on this page. */
const knownCodes: Partial<Record<ServerMessageCode, EFormMessageKey>> = {
  expiredLink: 'expired',
  invalidDateOfBirth: 'invalidDateOfBirth',
  patientLocked: 'locked',
  eFormSessionEnded: 'sessionEnded',
};

/** Which known refusal a failed e-form call is, if any. */
export function eFormRefusal(error: unknown): EFormMessageKey | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  return knownCodes[error.code as ServerMessageCode];
}

/** A failed e-form call in the page's language: a known refusal, or what the portal says of any other. */
export function eFormMessage(error: unknown, t: TFunction): string {
  const refusal = eFormRefusal(error);
  return refusal ? t(`eform.${refusal}`) : serverErrorText(error, t);
}
