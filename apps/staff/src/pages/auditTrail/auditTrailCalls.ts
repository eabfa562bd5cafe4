import type { CoreAuditTrailFilter, CoreAuditTrailPage } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, httpClient } from '../../api/httpClient';
import { saveBlob } from '../documents/documentCalls';
import { trailQueryString } from './auditTrailFilters';

export const AUDIT_TRAIL_PAGE_SIZE = 50;

const trailPath = (patientId: string) => `/api/core/Patients/${patientId}/AuditTrail`;

export function useAuditTrail(patientId: string, filter: CoreAuditTrailFilter, page: number) {
  const query = trailQueryString({ ...filter, page, pageSize: AUDIT_TRAIL_PAGE_SIZE });
  return useQuery({
    queryKey: ['core', 'Patients', patientId, 'AuditTrail', query],
    queryFn: () => apiRequest<CoreAuditTrailPage>('GET', `${trailPath(patientId)}?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered trail as the server writes it (every matching entry, not one page). */
export async function downloadAuditTrailCsv(patientId: string, filter: CoreAuditTrailFilter): Promise<void> {
  const { blob, fileName } = await httpClient.download(
    `${trailPath(patientId)}/Csv?${trailQueryString(filter)}`,
  );
  saveBlob(blob, fileName ?? 'audit-trail.csv');
}
