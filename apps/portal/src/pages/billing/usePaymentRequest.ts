import type { BillingPaymentRequest, BillingPaymentRequestId } from '@clinic/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useAlerts } from '../../alerts/alertsContext';
import { apiRequest } from '../../api/httpClient';

/**
 * The hosted payment request behind the payment options: GET getPaymentRequestId opens one for
 * the balance (or returns the open one); Pay Later records that it was seen, Cancel payment
 * closes it (UpdateLastRequestIdFetchTime?disable=).
 */
export function usePaymentRequest(patientId: string | null) {
  const alerts = useAlerts();
  const open = useMutation({
    mutationFn: async () =>
      (
        await apiRequest<BillingPaymentRequestId>(
          'GET',
          `/api/portal/Patients/getPaymentRequestId/${encodeURIComponent(patientId ?? '')}`,
        )
      ).paymentRequestId,
    onError: (error) => alerts.error(error),
  });
  const settle = useMutation({
    mutationFn: ({ id, disable }: { id: string; disable: boolean }) =>
      apiRequest<BillingPaymentRequest>(
        'POST',
        `/api/portal/Patients/UpdateLastRequestIdFetchTime/${encodeURIComponent(id)}?disable=${disable}`,
      ),
    onError: (error) => alerts.error(error),
  });
  return { open, settle };
}
