import { usePatient } from './patientQueries';
import { useLocations } from './referenceQueries';

/** Where a patient's record is kept: the location, and the zone its times are read in. */
export interface PatientLocation {
  locationId: string | null;
  /** The location's IANA zone (UTC without a location). */
  timeZone: string;
}

/**
 * The episode's location, else the patient's. The chart, its documents and their printout read
 * every instant in this zone, so one reading shows the same time wherever it appears. Both lists
 * are usually cached from the chart already.
 */
export function usePatientLocation(patientId: string, episodeOfCareId: string | null): PatientLocation {
  const patient = usePatient(patientId).data;
  const locations = useLocations().data;
  const episode = patient?.episodesOfCare.find((e) => e.id === episodeOfCareId);
  const locationId = episode?.locationId ?? patient?.locationId ?? null;
  const location = locations?.find((l) => l.id === locationId);
  return { locationId, timeZone: location?.timeZone ?? 'UTC' };
}
