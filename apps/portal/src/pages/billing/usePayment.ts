import { ApiError, type BillingPaymentSucceeded, type BillingProcessPaymentBody } from '@clinic/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/httpClient';
import { isGenericError, serverErrorText } from '../../api/serverErrorText';
import type { PaymentResult } from '../../dialogs/PaymentResultDialog';
import { formatMoney } from '../../format/formatters';
import { billingQueryKey } from './billingQueries';

export type PaymentRequestBody = Omit<BillingProcessPaymentBody, 'idempotencyKey'>;

/**
 * POST Patients/ProcessPatientPayment/{id}. One idempotency key per attempt: a resubmission of
 * the same attempt (a double click, a retry after a lost connection) never charges twice. A
 * definite answer (paid or refused) ends the attempt, so trying again gets a new key.
 */
export function usePayment(patientId: string | null, onResult: (result: PaymentResult) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const key = useRef(crypto.randomUUID());
  return useMutation({
    mutationFn: (body: PaymentRequestBody) =>
      apiRequest<BillingPaymentSucceeded>(
        'POST',
        `/api/portal/Patients/ProcessPatientPayment/${encodeURIComponent(patientId ?? '')}`,
        { ...body, idempotencyKey: key.current },
      ),
    onSuccess: (paid) => {
      key.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: billingQueryKey(patientId) });
      onResult({
        kind: 'success',
        patientName: paid.patientName,
        paymentType: paid.paymentType,
        amountPaid: formatMoney(paid.amountPaid),
      });
    },
    onError: (error) => {
      const answered = error instanceof ApiError && error.status !== 0;
      if (answered) key.current = crypto.randomUUID();
      // A card decline or a billing rule in the page's language; nothing more to say shows 'Something went wrong.'
      onResult({ kind: 'failure', message: isGenericError(error) ? null : serverErrorText(error, t) });
    },
  });
}
