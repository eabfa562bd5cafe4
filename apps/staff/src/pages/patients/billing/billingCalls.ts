import type {
  BillingPaymentSucceeded,
  CoreBillingAdjustmentBody,
  CoreBillingChargeBody,
  CoreBillingLedger,
  CoreBillingPaymentBody,
  CoreBillingRefundBody,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';
import { patientKeys } from '../../../api/queries/patientQueries';
import { useApiMutation } from '../../../api/useApiMutation';

const ledgerKey = (patientId: string) => [...patientKeys.one(patientId), 'Billing'] as const;
const path = (patientId: string) => `/api/core/Patients/${encodeURIComponent(patientId)}/Billing`;

export function useLedger(patientId: string) {
  return useQuery({
    queryKey: ledgerKey(patientId),
    queryFn: () => apiRequest<CoreBillingLedger>('GET', path(patientId)),
  });
}

/** The patient's record (its balance) and, under it, the ledger. */
const refreshed = (patientId: string) => [patientKeys.one(patientId)];

export function usePostCharge(patientId: string, onDone: () => void) {
  return useApiMutation(
    (body: CoreBillingChargeBody) =>
      apiRequest<CoreBillingLedger>('POST', `${path(patientId)}/Charges`, body),
    refreshed(patientId),
    onDone,
  );
}

export function usePostAdjustment(patientId: string, onDone: () => void) {
  return useApiMutation(
    (body: CoreBillingAdjustmentBody) =>
      apiRequest<CoreBillingLedger>('POST', `${path(patientId)}/Adjustments`, body),
    refreshed(patientId),
    onDone,
  );
}

export function useTakePayment(patientId: string, onDone: (paid: BillingPaymentSucceeded) => void) {
  return useApiMutation(
    (body: CoreBillingPaymentBody) =>
      apiRequest<BillingPaymentSucceeded>('POST', `${path(patientId)}/Payments`, body),
    refreshed(patientId),
    onDone,
  );
}

export function useRefund(patientId: string, paymentId: string, onDone: () => void) {
  return useApiMutation(
    (body: CoreBillingRefundBody) =>
      apiRequest<CoreBillingLedger>(
        'POST',
        `${path(patientId)}/Payments/${encodeURIComponent(paymentId)}/Refunds`,
        body,
      ),
    refreshed(patientId),
    onDone,
  );
}
