import type { PortalAppointmentCancelBody } from '@clinic/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsQueryKey } from '../../../api/appointments';
import { apiRequest } from '../../../api/httpClient';

/** POST Appointments/{id}/Cancel; the lists are read again once it is done. */
export function useCancelAppointment(onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PortalAppointmentCancelBody }) =>
      apiRequest<null>('POST', `/api/portal/Appointments/${encodeURIComponent(id)}/Cancel`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['Waitlist'] });
      onCancelled();
    },
  });
}
