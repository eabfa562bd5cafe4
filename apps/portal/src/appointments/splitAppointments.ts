import { wallToInstantMs } from '@clinic/forms-core';

/**
 * portal.md section 4: appointments split into upcoming and past. Upcoming means the end is
 * after the current time at the location (its IANA zone, the server's rule too); an end
 * earlier than the start counts as the next day. Upcoming soonest first, past newest first; the
 * next appointment is the first upcoming one with status 'Show'.
 */

export interface SplittableAppointment {
  /** Location wall clock, "YYYY-MM-DDTHH:mm:ss" (no zone). */
  appointmentDate: string;
  appointmentEndDate: string;
  status: string;
  /** The location's IANA zone. */
  timeZone: string;
}

export interface SplitAppointments<T> {
  upcoming: T[];
  past: T[];
  next: T | null;
}

const dayMs = 86_400_000;

/** A wall-clock text read on a UTC time line, so two wall clocks compare by their digits. */
export function wallClockMs(text: string): number {
  const zoneless = text.trim().replace(/(Z|[+-]\d{2}:?\d{2})$/, '');
  return Date.parse(`${zoneless.length === 10 ? `${zoneless}T00:00:00` : zoneless}Z`);
}

/** The wall-clock end, a day later when it is earlier than the start (an appointment past midnight). */
export function effectiveEndMs(
  appointment: Pick<SplittableAppointment, 'appointmentDate' | 'appointmentEndDate'>,
): number {
  const start = wallClockMs(appointment.appointmentDate);
  const end = wallClockMs(appointment.appointmentEndDate);
  return end < start ? end + dayMs : end;
}

export function isUpcoming(appointment: SplittableAppointment, nowUtc: Date): boolean {
  return wallToInstantMs(appointment.timeZone, effectiveEndMs(appointment)) > nowUtc.getTime();
}

/** Minutes between start and end (integers), 0 for an all-day appointment. */
export function durationMinutes(
  appointment: Pick<SplittableAppointment, 'appointmentDate' | 'appointmentEndDate'>,
): number {
  return Math.round((effectiveEndMs(appointment) - wallClockMs(appointment.appointmentDate)) / 60_000);
}

export function splitAppointments<T extends SplittableAppointment>(
  appointments: readonly T[],
  nowUtc: Date,
): SplitAppointments<T> {
  const byStart = (a: T, b: T) => wallClockMs(a.appointmentDate) - wallClockMs(b.appointmentDate);
  const upcoming = appointments.filter((a) => isUpcoming(a, nowUtc)).sort(byStart);
  const past = appointments.filter((a) => !isUpcoming(a, nowUtc)).sort((a, b) => byStart(b, a));
  return { upcoming, past, next: upcoming.find((a) => a.status === 'Show') ?? null };
}
