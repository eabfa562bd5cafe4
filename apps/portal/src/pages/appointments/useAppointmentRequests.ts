import type { AppointmentRequest } from '@clinic/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { appointmentsQueryKey } from '../../api/appointments';
import { apiRequest } from '../../api/httpClient';

/** While a request waits for review, staff may approve it at any moment: look again this often. */
const reviewPollMs = 60_000;

/**
 * GET AppointmentRequests: the current patient's requests, newest first. When a status changes
 * (staff approved or declined one), the appointments are read again: an approval adds one.
 */
export function useAppointmentRequests() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['AppointmentRequests', 'mine'],
    queryFn: () => apiRequest<AppointmentRequest[]>('GET', '/api/portal/AppointmentRequests'),
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'Unconfirmed') ? reviewPollMs : false),
  });
  const statuses = query.data?.map((r) => `${r.id}:${r.status}`).join() ?? null;
  const seen = useRef(statuses);
  useEffect(() => {
    if (seen.current !== null && statuses !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    }
    seen.current = statuses;
  }, [statuses, queryClient]);
  return query;
}
