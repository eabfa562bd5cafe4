import type { CoreClinicalDoseSpotMedication } from '@clinic/api-contract';

/**
 * The e-prescribing service (DoseSpot) as the server uses it. An implementation maps the
 * service's own payload to our rows and throws UpstreamFailure on a timeout or an error.
 */
export interface DoseSpotClient {
  /** The patient's active prescriptions; `doseSpotPatientId` is the id the service gave the patient. */
  activeMedications(doseSpotPatientId: string, now: Date): Promise<CoreClinicalDoseSpotMedication[]>;
}
