import type {
  CoreClinicalAllergy,
  CoreClinicalDiagnosisCode,
  CoreClinicalIcdCode,
  CoreClinicalMarRecord,
  CoreClinicalMedication,
  CoreClinicalPrnMedication,
  CoreClinicalScheduledMedication,
  CoreClinicalVitalRecord,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

const base = '/api/core';

/** Query keys per patient; every change refreshes the patient's records. */
export const clinicalKeys = {
  patient: (patientId: string) => ['core-clinical', patientId] as const,
  list: (patientId: string, kind: string, episodeId: string | null) =>
    ['core-clinical', patientId, kind, episodeId] as const,
};

/** One list of a patient's records (per episode for the kinds that belong to one). */
function useClinicalList<T>(
  patientId: string,
  kind: string,
  episodeId: string | null,
  read: () => Promise<T[]>,
) {
  return useQuery({ queryKey: clinicalKeys.list(patientId, kind, episodeId), queryFn: read });
}

export const useVitalRecords = (patientId: string, episodeId: string) =>
  useClinicalList(patientId, 'vitals', episodeId, () =>
    apiRequest<CoreClinicalVitalRecord[]>('POST', `${base}/VitalRecords`, { episodeOfCareId: episodeId }),
  );

export const useAllergies = (patientId: string) =>
  useClinicalList(patientId, 'allergies', null, () =>
    apiRequest<CoreClinicalAllergy[]>('POST', `${base}/Allergy`, { patientId }),
  );

export const useDiagnosisCodes = (patientId: string, episodeId: string) =>
  useClinicalList(patientId, 'diagnosisCodes', episodeId, () =>
    apiRequest<CoreClinicalDiagnosisCode[]>('POST', `${base}/DiagnosisCodes`, { episodeOfCareId: episodeId }),
  );

export const useScheduledMedications = (patientId: string, episodeId: string) =>
  useClinicalList(patientId, 'scheduled', episodeId, () =>
    apiRequest<CoreClinicalScheduledMedication[]>('POST', `${base}/ScheduledMedication/${episodeId}`, {}),
  );

export const usePrnMedications = (patientId: string, episodeId: string) =>
  useClinicalList(patientId, 'prn', episodeId, () =>
    apiRequest<CoreClinicalPrnMedication[]>('POST', `${base}/PrnMedication/${episodeId}`, {}),
  );

export const useMarRecords = (patientId: string, episodeId: string) =>
  useClinicalList(patientId, 'mar', episodeId, () =>
    apiRequest<CoreClinicalMarRecord[]>('GET', `${base}/MarsRecords/FromEoc/${episodeId}`),
  );

/** Create (PUT), change (PATCH {id}) or delete (DELETE {id}) a record of a clinical resource. */
export const recordCalls = {
  create: <T>(resource: string, body: unknown) => apiRequest<T>('PUT', `${base}/${resource}`, body),
  update: <T>(resource: string, id: string, body: unknown) =>
    apiRequest<T>('PATCH', `${base}/${resource}/${id}`, body),
  remove: (resource: string, id: string) => apiRequest<null>('DELETE', `${base}/${resource}/${id}`),
};

/** Searches start at 3 characters after trimming (forms.md section 9). */
export const SEARCH_MIN_LENGTH = 3;

export function useIcdSearch(phrase: string) {
  const trimmed = phrase.trim();
  return useQuery({
    queryKey: ['core-clinical', 'icd', trimmed],
    queryFn: () => apiRequest<CoreClinicalIcdCode[]>('POST', `${base}/IcdCode`, { searchPhrase: trimmed }),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
  });
}

export function useMedicationSearch(phrase: string) {
  const trimmed = phrase.trim();
  return useQuery({
    queryKey: ['core-clinical', 'medication', trimmed],
    queryFn: () =>
      apiRequest<CoreClinicalMedication[]>('POST', `${base}/Medication`, {
        searchPhrase: trimmed,
        page: 0,
        pageSize: 999,
        orderBy: 'name',
      }),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
  });
}
