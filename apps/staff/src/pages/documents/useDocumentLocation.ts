import type { CoreFormsDocument } from '@clinic/api-contract';
import { type PatientLocation, usePatientLocation } from '../../api/queries/usePatientLocation';

/** Where a document is filled, as the clinical components need it (treatment plans, eMAR ranges, times). */
export function useDocumentLocation(document: CoreFormsDocument): PatientLocation {
  return usePatientLocation(document.patientId, document.episodeOfCareId);
}
