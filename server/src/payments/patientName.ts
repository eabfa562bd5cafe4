import type { patients } from '../db/schema';

/** The name on payment dialogs and requests: first and last. */
export const patientName = (patient: Pick<typeof patients.$inferSelect, 'firstName' | 'lastName'>): string =>
  `${patient.firstName} ${patient.lastName}`;
