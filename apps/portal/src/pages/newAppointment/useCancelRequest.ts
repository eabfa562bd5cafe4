import type { AppointmentRequest } from '@clinic/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../alerts/alertsContext';
import { apiRequest } from '../../api/httpClient';

/**
 * GET AppointmentRequests/cancel/{id}. The server's refusals are shown as they come ('Can't
 * cancel this appointment request!' or the already-approved message of portal.md section 8).
 */
export function useCancelRequest(onCancelled?: (request: AppointmentRequest) => void) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AppointmentRequest>(
        'GET',
        `/api/portal/AppointmentRequests/cancel/${encodeURIComponent(id)}`,
      ),
    onSuccess: (request) => {
      alerts.success(t('appointments.requestCancelled'));
      void queryClient.invalidateQueries({ queryKey: ['AppointmentRequests'] });
      onCancelled?.(request);
    },
    onError: (error) => alerts.error(error),
  });
}
