import type { CoreClinicalDoseSpotMedication } from '@clinic/api-contract';
import type { IntegrationPatient } from '../integrationPatient';

/**
 * The e-prescribing service (DoseSpot) as the server uses it. An implementation maps the
 * service's own payload to our rows and throws UpstreamFailure on a timeout or an error.
 */
export interface DoseSpotClient {
  /** The patient's active prescriptions; `doseSpotPatientId` is the id the service gave the patient. */
  activeMedications(doseSpotPatientId: string, now: Date): Promise<CoreClinicalDoseSpotMedication[]>;
  /** Adds the patient to the service, or updates the record it already has for them; answers its id. */
  syncPatient(patient: IntegrationPatient): Promise<string>;
}
