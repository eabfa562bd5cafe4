import type { CoreClinicalScheduledMedicationPatch } from '@clinic/api-contract';
import { validationMessages } from '@clinic/forms-core';

/** The modal's error slots, named like the order's body fields (as the server answers them). */
export type OrderErrors = Partial<Record<string, string[]>>;

export const END_BEFORE_START_MESSAGE = 'End date cannot precede start date.';

/**
 * The Add scheduled medication modal's checks (the spec leaves the rules open; the server checks
 * the same): medication, route, dosage, unit, start date and at least one time are required, the
 * end date cannot precede the start date, an interval or a weekday is needed for those schedules.
 */
export function checkScheduledOrder(order: CoreClinicalScheduledMedicationPatch): OrderErrors {
  const errors: OrderErrors = {};
  const add = (field: string, message: string) => {
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
    if (blank(order[field])) add(field, validationMessages.required);
  if (!order.untilDischarge && order.endDate && order.startDate && order.endDate < order.startDate)
    add('endDate', END_BEFORE_START_MESSAGE);
  if (!order.times?.length) add('times', validationMessages.required);
  if (order.frequency === 'DaysInterval' && !order.intervalAmount)
    add('intervalAmount', validationMessages.required);
  const days = [
    order.sunday,
    order.monday,
    order.tuesday,
    order.wednesday,
    order.thursday,
    order.friday,
    order.saturday,
  ];
  if (order.frequency === 'DaysOfWeek' && !days.some(Boolean)) add('days', validationMessages.required);
  return errors;
}
