import { ApiError, appointmentChangeRefusalCodes } from '@clinic/api-contract';
import type { TFunction } from 'i18next';

const isRefusalCode = (code: string | undefined): code is (typeof appointmentChangeRefusalCodes)[number] =>
  (appointmentChangeRefusalCodes as readonly (string | undefined)[]).includes(code);

/**
 * The portal's own words for a refusal the server sent as a code (too late to cancel, already
 * cancelled, not found...), in the language shown; null for any other failure.
 */
export function refusalText(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError) || !isRefusalCode(error.code)) return null;
  return t(`appointmentChanges.refusals.${error.code}`, { ...error.params });
}
