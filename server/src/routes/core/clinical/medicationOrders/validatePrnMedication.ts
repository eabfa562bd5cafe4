import type { CoreClinicalPrnMedicationPatch } from '@clinic/api-contract';
import type { Queryable } from '../../../../db/database';
import type { prnMedications } from '../../../../db/schema';
import { FieldErrors } from '../shared/fieldErrors';
import { readEndDate, validateDose } from './validateDose';

type PrnRow = typeof prnMedications.$inferSelect;
export type PrnValues = Omit<
  PrnRow,
  'id' | 'patientId' | 'episodeOfCareId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

export const prnInput = (row: PrnRow): CoreClinicalPrnMedicationPatch => row;

/** The PRN modal: the dose, a start date and an optional stop date not before it. */
export async function validatePrnMedication(
  db: Queryable,
  input: CoreClinicalPrnMedicationPatch,
  stored?: CoreClinicalPrnMedicationPatch,
): Promise<PrnValues> {
  const errors = new FieldErrors();
  const dose = await validateDose(db, errors, input, stored);
  const stopDate = readEndDate(errors, 'stopDate', input.stopDate, dose.startDate);
  errors.throwIfAny();
  return { ...dose, stopDate };
}
