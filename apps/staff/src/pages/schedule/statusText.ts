import type { ScheduleAppointment } from '@clinic/api-contract';
import type { TFunction } from 'i18next';

/** An appointment's status as the schedule reads it: an expected one the patient confirmed says so. */
export function statusText(t: TFunction, a: ScheduleAppointment): string {
  if (a.status === 'Show' && a.confirmedAt) return t('schedule.confirmedStatus');
  return t(`schedule.statuses.${a.status}`, a.status);
}
