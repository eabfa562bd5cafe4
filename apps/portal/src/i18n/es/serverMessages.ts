import type { BillingStatementLineKind } from '@clinic/api-contract';

/** The Spanish of every server refusal's code, shared with the staff app. */
export { serverMessagesSpanish as esServerMessages } from '@clinic/api-contract/serverMessagesSpanish';

export const esStatementLines: Record<Exclude<BillingStatementLineKind, 'other'>, string> & {
  cardEnding: string;
} = {
  patientPayment: 'Pago del paciente',
  insurancePayment: 'Pago del seguro',
  copay: 'Copago',
  missedAppointmentFee: 'Cargo por cita perdida',
  refund: 'Reembolso',
  adjustment: 'Ajuste',
  writeOff: 'Cancelación de deuda',
  cardEnding: '{{brand}} terminada en {{last4}}',
};
