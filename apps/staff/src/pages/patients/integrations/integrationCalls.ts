import type { CoreClinicalIntegrationService, CoreClinicalIntegrationStatus } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';

const statusKey = (patientId: string) => ['core', 'Patients', patientId, 'Integrations'] as const;
const path = (patientId: string) => `/api/core/Patients/${encodeURIComponent(patientId)}/Integrations`;

export function useIntegrationStatus(patientId: string) {
  return useQuery({
    queryKey: statusKey(patientId),
    queryFn: () => apiRequest<CoreClinicalIntegrationStatus>('GET', path(patientId)),
  });
}

/** Syncs the patient to a service; the panel then shows the id the service gave them. */
export function useSyncPatient(patientId: string) {
  return useApiMutation(
    (service: CoreClinicalIntegrationService) =>
      apiRequest<CoreClinicalIntegrationStatus>('PUT', `${path(patientId)}/${service}`),
    [statusKey(patientId)],
  );
}
