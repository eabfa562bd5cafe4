import type { PortalAppointmentsReply } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './httpClient';
import { frameReadPaths } from './startupReads';

export const appointmentsQueryKey = ['Appointments'] as const;

/** GET Appointments: the patient's appointments (loaded at start; the dashboard and /appointments). */
export function useAppointments() {
  return useQuery({
    queryKey: appointmentsQueryKey,
    queryFn: () => apiRequest<PortalAppointmentsReply>('GET', frameReadPaths.appointments),
    staleTime: 60_000,
  });
}
