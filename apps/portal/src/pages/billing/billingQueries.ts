import type { BillingCreditCard, BillingInvoice, BillingPatientRecord } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../api/currentUser';
import { apiRequest } from '../../api/httpClient';

/** The patient the session acts for (billing calls name the patient in the path). */
export function usePatientId(): string | null {
  return useCurrentUser().data?.user.Patient.Id ?? null;
}

export const billingQueryKey = (patientId: string | null) => ['Billing', patientId] as const;

/** GET Patients/{id}: balance, saved cards and the statement. */
export function usePatientRecord(patientId: string | null) {
  return useQuery({
    queryKey: [...billingQueryKey(patientId), 'record'],
    enabled: patientId !== null,
    queryFn: () =>
      apiRequest<BillingPatientRecord>('GET', `/api/portal/Patients/${encodeURIComponent(patientId ?? '')}`),
  });
}

/** GET Patients/getCreditCards/{id}: saved cards, default first. */
export function useCreditCards(patientId: string | null) {
  return useQuery({
    queryKey: [...billingQueryKey(patientId), 'cards'],
    enabled: patientId !== null,
    queryFn: () =>
      apiRequest<BillingCreditCard[]>(
        'GET',
        `/api/portal/Patients/getCreditCards/${encodeURIComponent(patientId ?? '')}`,
      ),
  });
}

/** "Visa •••• 4242", as the payment-success dialog words a card. */
export function cardLabel(card: Pick<BillingCreditCard, 'brand' | 'last4'>): string {
  return `${card.brand} •••• ${card.last4}`;
}

/** "04/2030". */
export function cardExpiry(card: Pick<BillingCreditCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** GET Patients/{id}/Invoices: the invoices the clinic issued, newest first. */
export function useInvoices(patientId: string | null) {
  return useQuery({
    queryKey: [...billingQueryKey(patientId), 'invoices'],
    enabled: patientId !== null,
    queryFn: () =>
      apiRequest<BillingInvoice[]>(
        'GET',
        `/api/portal/Patients/${encodeURIComponent(patientId ?? '')}/Invoices`,
      ),
  });
}
