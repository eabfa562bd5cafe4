import type { CoreBillingTakings } from '@clinic/api-contract';
import { csvText } from '../../files/csv';

const header = [
  'Date',
  'Location',
  'Type',
  'Posted (UTC)',
  'Patient',
  'Account number',
  'Card',
  'Taken by',
  'Amount',
];

/** A day's payments and refunds as CSV, one a line; amounts positive in dollars, the type tells the direction. */
export function takingsCsv(takings: CoreBillingTakings): string {
  return csvText(
    header,
    takings.entries.map((entry) => [
      takings.date,
      entry.location?.name ?? '',
      entry.type === 'refund' ? 'Refund' : 'Payment',
      entry.postedAt,
      entry.patient.name,
      entry.patient.accountNumber,
      entry.card,
      entry.takenBy ?? 'Patient portal',
      (entry.amountCents / 100).toFixed(2),
    ]),
  );
}
