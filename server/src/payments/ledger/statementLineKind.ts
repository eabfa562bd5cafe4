import type { BillingStatementLineKind, BillingStatementLineParams } from '@clinic/api-contract';

/**
 * The English description of each kind of line the clinic's statement knows. Lines are stored
 * as text (the practice-management system sends them so); the kind is read back from it rather
 * than kept in a new column, so the API can send the kind without a migration.
 */
export const statementLineDescriptions: Readonly<Record<Exclude<BillingStatementLineKind, 'other'>, string>> =
  {
    patientPayment: 'Patient payment',
    insurancePayment: 'Insurance payment',
    copay: 'Copay',
    missedAppointmentFee: 'Missed appointment fee',
    refund: 'Refund',
    adjustment: 'Adjustment',
    writeOff: 'Write-off',
  };

const kindOfDescription = new Map<string, BillingStatementLineKind>(
  Object.entries(statementLineDescriptions).map(([kind, text]) => [
    text.toLowerCase(),
    kind as BillingStatementLineKind,
  ]),
);

/** statementCardDetails' wording: '<brand> ending <last 4>'. */
const cardDetails = /^(.+) ending (\d{4})$/;

/** The kind and values of a stored line, which the portal words in the patient's language. */
export function statementLineKind(
  description: string,
  details: string,
): { kind: BillingStatementLineKind; params: BillingStatementLineParams } {
  const kind = kindOfDescription.get(description.trim().toLowerCase()) ?? 'other';
  const card = cardDetails.exec(details.trim());
  return { kind, params: card?.[1] && card[2] ? { cardBrand: card[1], cardLast4: card[2] } : {} };
}
