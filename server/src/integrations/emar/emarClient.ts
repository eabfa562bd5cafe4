import type {
  CoreClinicalEmarDispenseRow,
  CoreClinicalEmarScheduledEvent,
  CoreClinicalEmarVitalsGroup,
} from '@clinic/api-contract';
import type { IntegrationPatient } from '../integrationPatient';

/** Inclusive bounds of an eMAR query. */
export interface EmarRange {
  from: Date;
  to: Date;
}

/**
 * The eMAR service as the server uses it; `emarPatientId` is the id the service gave the
 * patient. Implementations throw UpstreamFailure on a timeout or an error.
 */
export interface EmarClient {
  scheduledEvents(
    emarPatientId: string,
    range: EmarRange,
    now: Date,
  ): Promise<CoreClinicalEmarScheduledEvent[]>;
  vitals(emarPatientId: string, range: EmarRange, now: Date): Promise<CoreClinicalEmarVitalsGroup[]>;
  dispenseReport(emarPatientId: string, range: EmarRange, now: Date): Promise<CoreClinicalEmarDispenseRow[]>;
  /** Adds the patient to the service, or updates the record it already has for them; answers its id. */
  syncPatient(patient: IntegrationPatient): Promise<string>;
}
