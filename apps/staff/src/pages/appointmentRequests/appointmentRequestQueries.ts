import type {
  AppointmentRequestApproveBody,
  AppointmentRequestDeclineBody,
  AppointmentRequestDetail,
  AppointmentRequestListItem,
  AppointmentRequestStatus,
  PagedReply,
  PossibleDuplicate,
} from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

export const appointmentRequestKeys = {
  all: ['core', 'AppointmentRequests'] as const,
  list: (status: AppointmentRequestStatus | null, page: number) =>
    ['core', 'AppointmentRequests', 'list', status, page] as const,
  detail: (id: string) => ['core', 'AppointmentRequests', 'detail', id] as const,
  duplicates: (id: string) => ['core', 'AppointmentRequests', 'duplicates', id] as const,
};

export const requestsPageSize = 25;

export function useAppointmentRequests(
  status: AppointmentRequestStatus | null,
  page: number,
  pageSize = requestsPageSize,
) {
  return useQuery({
    queryKey: [...appointmentRequestKeys.list(status, page), pageSize],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (status) query.set('status', status);
      return apiRequest<PagedReply<AppointmentRequestListItem>>(
        'GET',
        `/api/core/AppointmentRequests?${query}`,
      );
    },
    placeholderData: keepPreviousData,
  });
}

export function useAppointmentRequest(id: string) {
  return useQuery({
    queryKey: appointmentRequestKeys.detail(id),
    queryFn: () => apiRequest<AppointmentRequestDetail>('GET', `/api/core/AppointmentRequests/${id}`),
  });
}

interface ReviewBodies {
  Approve: AppointmentRequestApproveBody;
  Decline: AppointmentRequestDeclineBody;
}

/** PATCH .../Approve or .../Decline: the reviewed request comes back. */
export const reviewRequest = <D extends keyof ReviewBodies>(id: string, decision: D, body: ReviewBodies[D]) =>
  apiRequest<AppointmentRequestDetail>('PATCH', `/api/core/AppointmentRequests/${id}/${decision}`, body);

/** Existing patients a visitor's request may come from (none for a signed-in patient's). */
export function useRequestDuplicates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: appointmentRequestKeys.duplicates(id),
    queryFn: () => apiRequest<PossibleDuplicate[]>('GET', `/api/core/AppointmentRequests/${id}/Duplicates`),
    enabled,
  });
}

/** Mails the visitor a new link to verify their address; the request comes back. */
export const resendVerification = (id: string) =>
  apiRequest<AppointmentRequestDetail>('POST', `/api/core/AppointmentRequests/${id}/ResendVerification`);
