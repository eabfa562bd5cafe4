import { sameWallClock, viewerTimeZone, wallToInstantMs, zoneShortName } from '@clinic/forms-core';
import { type SplittableAppointment, wallClockMs } from './splitAppointments';

/**
 * The location zone's short name ("EST", "EDT") to show after an appointment's times when the
 * browser's zone reads that moment differently (a patient travelling, a telehealth visit from
 * elsewhere); '' when it reads the same. The times themselves are always the location's.
 */
export function appointmentZoneLabel(
  appointment: Pick<SplittableAppointment, 'appointmentDate' | 'timeZone'>,
  language: string,
  viewerZone = viewerTimeZone(),
): string {
  const instant = wallToInstantMs(appointment.timeZone, wallClockMs(appointment.appointmentDate));
  if (sameWallClock(appointment.timeZone, viewerZone, instant)) return '';
  return zoneShortName(appointment.timeZone, instant, language === 'es' ? 'es-US' : 'en-US');
}

/** " EDT" after a time range, or nothing. */
export function zoneSuffix(
  appointment: Pick<SplittableAppointment, 'appointmentDate' | 'timeZone'>,
  language: string,
): string {
  const label = appointmentZoneLabel(appointment, language);
  return label ? ` ${label}` : '';
}
