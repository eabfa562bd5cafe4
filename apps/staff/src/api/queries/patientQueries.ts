import type { CoreReferencePatient, CoreReferencePatientSummary, PagedReply } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../httpClient';

export const patientKeys = {
  all: ['core', 'Patients'] as const,
  search: (searchPhrase: string, page: number, pageSize: number) =>
    ['core', 'Patients', 'search', searchPhrase, page, pageSize] as const,
  one: (id: string) => ['core', 'Patients', id] as const,
};

export function usePatientSearch(searchPhrase: string, page = 0, pageSize = 25) {
  return useQuery({
    queryKey: patientKeys.search(searchPhrase, page, pageSize),
    queryFn: () =>
      apiRequest<PagedReply<CoreReferencePatientSummary>>('POST', '/api/core/Patients/Search', {
        searchPhrase,
        page,
        pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePatient(id: string) {
  return useQuery({
    queryKey: patientKeys.one(id),
    queryFn: () => apiRequest<CoreReferencePatient>('GET', `/api/core/Patients/${id}`),
    enabled: id !== '',
  });
}

/** "Rivera, Alex (MRN-000001)" */
export function patientLabel(patient: { firstName: string; lastName: string; mrn?: string }): string {
  const name = `${patient.lastName}, ${patient.firstName}`;
  return patient.mrn ? `${name} (${patient.mrn})` : name;
}
