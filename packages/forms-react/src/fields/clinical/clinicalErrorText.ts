import { ClinicalIntegrationError } from '../../services/clinicalDataClient';
import type { ClinicalTexts } from './clinicalTexts';

/** Which integration a component reads: both answer patientNotSynchronized, in their own words. */
export type ClinicalIntegration = 'doseSpot' | 'emar';

/**
 * The text shown for a failed load: the spec's integration messages in the form's language,
 * else the server's own message, else the generic one.
 */
export function clinicalErrorText(
  error: unknown,
  texts: ClinicalTexts,
  integration?: ClinicalIntegration,
): string {
  if (error instanceof ClinicalIntegrationError) {
    switch (error.code) {
      case 'doseSpotDisabled':
        return texts.doseSpotDisabled;
      case 'currentUserWithoutAccess':
        return texts.currentUserWithoutAccess;
      case 'emarDisabled':
        return texts.emarDisabled;
      case 'patientNotSynchronized':
        return integration === 'emar'
          ? texts.emarPatientNotSynchronized
          : texts.doseSpotPatientNotSynchronized;
      case 'upstreamUnavailable':
        return texts.unexpectedError;
    }
  }
  if (error instanceof Error && error.message.trim() && error.message !== 'Error!') return error.message;
  return texts.unexpectedError;
}
