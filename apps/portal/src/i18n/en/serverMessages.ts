import type { BillingStatementLineKind } from '@clinic/api-contract';

/** The English of every server refusal's code (the server's own words, which the portal shows as sent). */
export { serverMessagesEnglish as enServerMessages } from '@clinic/api-contract/serverMessagesEnglish';

/** A statement line's description by its kind ('other' shows the clinic's own description). */
export const enStatementLines: Record<Exclude<BillingStatementLineKind, 'other'>, string> & {
  cardEnding: string;
} = {
  patientPayment: 'Patient payment',
  insurancePayment: 'Insurance payment',
  copay: 'Copay',
  missedAppointmentFee: 'Missed appointment fee',
  refund: 'Refund',
  adjustment: 'Adjustment',
  writeOff: 'Write-off',
  cardEnding: '{{brand}} ending {{last4}}',
};
