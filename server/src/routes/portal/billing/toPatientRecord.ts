import type { BillingPatientRecord } from '@clinic/api-contract';
import { type PaymentMethodRow, toCreditCard } from '../../../payments/cards/savedCards';
import { type PaymentHistoryRow, toPaymentHistoryLine } from '../../../payments/ledger/paymentHistory';
import { centsToDollars } from '../../../payments/money';
import type { PatientRow } from './ownPatient';

export function toPatientRecord(
  patient: PatientRow,
  cards: readonly PaymentMethodRow[],
  history: readonly PaymentHistoryRow[],
): BillingPatientRecord {
  return {
    id: patient.id,
    accountNumber: patient.accountNumber,
    firstName: patient.firstName,
    middleName: patient.middleName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    email: patient.email,
    phone: patient.phone,
    addressLine1: patient.addressLine1,
    addressLine2: patient.addressLine2,
    city: patient.city,
    state: patient.state,
    zip: patient.zip,
    locationId: patient.locationId,
    balance: centsToDollars(patient.balanceCents),
    creditCards: cards.map(toCreditCard),
    paymentHistory: history.map(toPaymentHistoryLine),
  };
}
