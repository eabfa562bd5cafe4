import {
  type CoreClinicalScheduledMedicationPatch,
  type CoreClinicalWeekDay,
  coreClinicalWeekDays,
} from '@clinic/api-contract';
import { DAY_INTERVAL_OPTIONS, dayIntervalLabel, validationMessages } from '@clinic/forms-core';
import type { Queryable } from '../../../../db/database';
import type { scheduledMedications } from '../../../../db/schema';
import { FieldErrors } from '../shared/fieldErrors';
import { readEndDate, validateDose } from './validateDose';

type ScheduledRow = typeof scheduledMedications.$inferSelect;
export type ScheduledValues = Omit<
  ScheduledRow,
  'id' | 'patientId' | 'episodeOfCareId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A stored order as modal fields, so a change can be merged onto it. */
export function scheduledInput(row: ScheduledRow): CoreClinicalScheduledMedicationPatch {
  return {
    ...row,
    intervalAmount: row.intervalAmount === null ? null : Number(row.intervalAmount),
  };
}

/**
 * The scheduled medication modal: the dose, then the schedule. Times are "HH:mm" (at least
 * one, kept sorted and once each); DaysInterval needs one of the offered day intervals,
 * DaysOfWeek at least one day; "until discharge" clears the end date, which cannot precede
 * the start date.
 */
export async function validateScheduledMedication(
  db: Queryable,
  input: CoreClinicalScheduledMedicationPatch,
  stored?: CoreClinicalScheduledMedicationPatch,
): Promise<ScheduledValues> {
  const errors = new FieldErrors();
  const dose = await validateDose(db, errors, input, stored);
  const untilDischarge = input.untilDischarge ?? false;
  const endDate = untilDischarge ? null : readEndDate(errors, 'endDate', input.endDate, dose.startDate);

  const times = [...new Set((input.times ?? []).map((t) => t.trim()))].sort();
  if (times.length === 0) errors.add('times', validationMessages.required);
  else if (!times.every((t) => timePattern.test(t))) errors.add('times', 'Times must be HH:mm, e.g. 08:00.');

  const frequency = input.frequency ?? 'EveryDay';
  const intervalAmount = frequency === 'DaysInterval' ? (input.intervalAmount ?? null) : null;
  const interval = intervalAmount === null ? null : dayIntervalLabel(intervalAmount);
  if (frequency === 'DaysInterval' && interval === null) {
    const offered = DAY_INTERVAL_OPTIONS.map((o) => o.days).join(', ');
    errors.add('intervalAmount', `Choose an interval of ${offered} days.`);
  }
  const days = Object.fromEntries(
    coreClinicalWeekDays.map((day) => [day, frequency === 'DaysOfWeek' && input[day] === true]),
  ) as Record<CoreClinicalWeekDay, boolean>;
  if (frequency === 'DaysOfWeek' && !Object.values(days).some(Boolean)) {
    errors.add('days', 'Choose at least one day of the week.');
  }
  errors.throwIfAny();
  return {
    ...dose,
    endDate,
    untilDischarge,
    times,
    frequency,
    interval,
    intervalAmount: intervalAmount === null ? null : String(intervalAmount),
    ...days,
  };
}
