import type { CoreFormsDocument } from '@clinic/api-contract';
import { usePatient } from '../../api/queries/patientQueries';
import { useLocations } from '../../api/queries/referenceQueries';

/** Where a document is filled, as the clinical components need it. */
export interface DocumentLocation {
  locationId: string | null;
  /** Clinic time: the location's timeZoneHoursShift in minutes. */
  utcOffsetMinutes: number;
}

/**
 * The document's location: its episode's, else the patient's (treatment plans and eMAR date
 * ranges depend on it). Both lists are usually cached from the chart already.
 */
export function useDocumentLocation(document: CoreFormsDocument): DocumentLocation {
  const patient = usePatient(document.patientId).data;
  const locations = useLocations().data;
  const episode = patient?.episodesOfCare.find((e) => e.id === document.episodeOfCareId);
  const locationId = episode?.locationId ?? patient?.locationId ?? null;
  const location = locations?.find((l) => l.id === locationId);
  return { locationId, utcOffsetMinutes: (location?.timeZoneHoursShift ?? 0) * 60 };
}
