/** The wizard, started from an appointment to move (Appointments → Reschedule). */
export const rescheduleParam = 'reschedule';

export function reschedulePath(appointmentId: string): string {
  return `/new-appointment?${rescheduleParam}=${encodeURIComponent(appointmentId)}`;
}
