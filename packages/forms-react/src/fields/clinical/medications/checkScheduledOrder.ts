import type { CoreClinicalScheduledMedicationPatch } from '@clinic/api-contract';
import { type FieldError, fieldError } from '@clinic/forms-core';

/**
 * The modal's error slots, named like the order's body fields (as the server answers them): a
 * check's code, or a text (the server's, or END_BEFORE_START_MESSAGE).
 */
export type OrderErrors = Partial<Record<string, Array<FieldError | string>>>;

export const END_BEFORE_START_MESSAGE = 'End date cannot precede start date.';

/**
 * The Add scheduled medication modal's checks (the spec leaves the rules open; the server checks
 * the same): medication, route, dosage, unit, start date and at least one time are required, the
 * end date cannot precede the start date, an interval or a weekday is needed for those schedules.
 */
export function checkScheduledOrder(order: CoreClinicalScheduledMedicationPatch): OrderErrors {
  const errors: OrderErrors = {};
  const add = (field: string, message: FieldError | string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
  for (const field of [
    'medicationId',
    'medicationRouteId',
    'dosageAmount',
    'unitOfMeasurementId',
    'startDate',
  ] as const)
    if (blank(order[field])) add(field, fieldError('required'));
  if (!order.untilDischarge && order.endDate && order.startDate && order.endDate < order.startDate)
    add('endDate', END_BEFORE_START_MESSAGE);
  if (!order.times?.length) add('times', fieldError('required'));
  if (order.frequency === 'DaysInterval' && !order.intervalAmount)
    add('intervalAmount', fieldError('required'));
  const days = [
    order.sunday,
    order.monday,
    order.tuesday,
    order.wednesday,
    order.thursday,
    order.friday,
    order.saturday,
  ];
  if (order.frequency === 'DaysOfWeek' && !days.some(Boolean)) add('days', fieldError('required'));
  return errors;
}
