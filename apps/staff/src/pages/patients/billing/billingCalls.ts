import {
  type BillingInvoice,
  type BillingPaymentSucceeded,
  type CoreBillingAdjustmentBody,
  type CoreBillingChargeBody,
  type CoreBillingLedger,
  type CoreBillingPaymentBody,
  type CoreBillingRefundBody,
  invoiceNumberText,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, httpClient } from '../../../api/httpClient';
import { patientKeys } from '../../../api/queries/patientQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { saveBlob } from '../../documents/documentCalls';

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

const invoicesKey = (patientId: string) => [...patientKeys.one(patientId), 'Invoices'] as const;

export function useInvoices(patientId: string) {
  return useQuery({
    queryKey: invoicesKey(patientId),
    queryFn: () => apiRequest<BillingInvoice[]>('GET', `${path(patientId)}/Invoices`),
  });
}

/** Issues an invoice of the ledger as it stands; the server e-mails the patient. */
export function useSendInvoice(patientId: string) {
  return useApiMutation(
    () => apiRequest<BillingInvoice[]>('POST', `${path(patientId)}/Invoices`),
    [invoicesKey(patientId)],
  );
}

export async function downloadInvoicePdf(patientId: string, invoice: BillingInvoice): Promise<void> {
  const { blob, fileName } = await httpClient.download(
    `${path(patientId)}/Invoices/${encodeURIComponent(invoice.id)}/Pdf`,
  );
  saveBlob(blob, fileName ?? `${invoiceNumberText(invoice.number)}.pdf`);
}
