import {
  ApiError,
  coreReferenceEFormExpiredMessage,
  coreReferenceEFormSessionMessages,
  noConnectionMessage,
} from '@clinic/api-contract';
import type { TFunction } from 'i18next';

type EFormMessageKey = 'expired' | 'invalidDateOfBirth' | 'locked' | 'sessionEnded';

/** The server's e-form refusals (their English texts act as codes) and the key that words each here. */
const knownMessages: Record<string, EFormMessageKey> = {
  [coreReferenceEFormExpiredMessage]: 'expired',
  [coreReferenceEFormSessionMessages.invalidDateOfBirth]: 'invalidDateOfBirth',
  [coreReferenceEFormSessionMessages.patientLocked]: 'locked',
  [coreReferenceEFormSessionMessages.sessionEnded]: 'sessionEnded',
};

/** Which known refusal a failed e-form call is, if any. */
export function eFormRefusal(error: unknown): EFormMessageKey | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.serverMessages.map((message) => knownMessages[message]).find((key) => key !== undefined);
}

/** A failed e-form call in the page's language: a known refusal, no connection, or the generic error. */
export function eFormMessage(error: unknown, t: TFunction): string {
  const refusal = eFormRefusal(error);
  if (refusal) return t(`eform.${refusal}`);
  if (error instanceof ApiError && error.message === noConnectionMessage) return noConnectionMessage;
  return t('eform.unexpectedError');
}
