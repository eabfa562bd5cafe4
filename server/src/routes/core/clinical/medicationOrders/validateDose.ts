import { checkDose, doseCheckText, unconfirmedDoseText, validationMessages } from '@clinic/forms-core';
import type { Queryable } from '../../../../db/database';
import { readCalendarDate } from '../shared/calendarDate';
import { checkDoseRefs } from '../shared/doseRefs';
import type { FieldErrors } from '../shared/fieldErrors';

/** The dose fields of the Add medication modal, as a body or a stored order gives them. */
export interface DoseInput {
  medicationId?: string | null | undefined;
  dosageAmount?: string | number | null | undefined;
  unitOfMeasurementId?: string | null | undefined;
  medicationRouteId?: string | null | undefined;
  instructions?: string | undefined;
  startDate?: string | null | undefined;
  /** Staff saw the dose check's warnings and mean this dose. */
  confirmUnusualDose?: boolean | undefined;
}

export interface DoseValues {
  medicationId: string;
  dosageAmount: string;
  unitOfMeasurementId: string;
  medicationRouteId: string;
  instructions: string;
  startDate: string;
}

const sameDose = (a: DoseInput, b: DoseInput | undefined) =>
  b !== undefined &&
  a.medicationId === b.medicationId &&
  a.unitOfMeasurementId === b.unitOfMeasurementId &&
  String(a.dosageAmount ?? '').trim() === String(b.dosageAmount ?? '').trim();

/**
 * The modal's error slots for the dose (spec section 5 leaves the rules open): medication,
 * route, dosage, unit and start date are required; references must exist; the dosage passes
 * forms-core's `checkDose` (the dialogs' own check), and an unusual dose needs
 * `confirmUnusualDose` unless it is the order's stored dose unchanged (`stored`). Errors are
 * collected; the values are only meaningful once the caller has thrown them.
 */
export async function validateDose(
  db: Queryable,
  errors: FieldErrors,
  input: DoseInput,
  stored?: DoseInput,
): Promise<DoseValues> {
  const dosageAmount =
    input.dosageAmount === null || input.dosageAmount === undefined ? '' : String(input.dosageAmount).trim();
  const required = {
    medicationId: input.medicationId,
    medicationRouteId: input.medicationRouteId,
    dosageAmount,
    unitOfMeasurementId: input.unitOfMeasurementId,
  };
  for (const [field, value] of Object.entries(required))
    if (!value) errors.add(field, validationMessages.required);
  const refs = await checkDoseRefs(db, errors, input);
  const check = checkDose({ dosageAmount, ...refs });
  if (check.problem) errors.add('dosageAmount', doseCheckText(check.problem));
  else if (check.warnings.length > 0 && !input.confirmUnusualDose && !sameDose(input, stored)) {
    for (const warning of check.warnings) errors.add('dosageAmount', doseCheckText(warning));
    errors.add('dosageAmount', unconfirmedDoseText);
  }
  return {
    medicationId: input.medicationId ?? '',
    dosageAmount,
    unitOfMeasurementId: input.unitOfMeasurementId ?? '',
    medicationRouteId: input.medicationRouteId ?? '',
    instructions: input.instructions?.trim() ?? '',
    startDate: readCalendarDate(errors, 'startDate', input.startDate, true) ?? '',
  };
}

/** An end (or stop) date is optional, a real date, and never before the start date. */
export function readEndDate(
  errors: FieldErrors,
  field: 'endDate' | 'stopDate',
  value: string | null | undefined,
  startDate: string,
): string | null {
  const end = readCalendarDate(errors, field, value, false);
  if (end && startDate && end < startDate) {
    errors.add(field, `${field === 'endDate' ? 'End' : 'Stop'} date cannot precede start date.`);
  }
  return end;
}
