import type {
  PagedReply,
  ProfileChangeRejectBody,
  ProfileStaffChangeRequest,
  ProfileStaffChangeRequestsQuery,
} from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

type Status = NonNullable<ProfileStaffChangeRequestsQuery['status']>;

export const changeRequestKeys = {
  all: ['core', 'PatientChangeRequests'] as const,
};

export const changeRequestsPageSize = 25;

/** Requests newest first, of one status and one patient when given. */
export function useChangeRequests(
  filter: { status: Status | null; patientId: string | null },
  page: number,
  pageSize = changeRequestsPageSize,
) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filter.status) query.set('status', filter.status);
  if (filter.patientId) query.set('patientId', filter.patientId);
  return useQuery({
    queryKey: [...changeRequestKeys.all, query.toString()],
    queryFn: () =>
      apiRequest<PagedReply<ProfileStaffChangeRequest>>('GET', `/api/core/PatientChangeRequests?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** How many requests wait for a decision (all patients, or one). */
export function usePendingChangeRequestCount(patientId: string | null = null): number | undefined {
  return useChangeRequests({ status: 'pending', patientId }, 0, 1).data?.total;
}

export const applyChangeRequest = (id: string) =>
  apiRequest<ProfileStaffChangeRequest>('PATCH', `/api/core/PatientChangeRequests/${id}/Apply`);

export const rejectChangeRequest = (id: string, body: ProfileChangeRejectBody) =>
  apiRequest<ProfileStaffChangeRequest>('PATCH', `/api/core/PatientChangeRequests/${id}/Reject`, body);
