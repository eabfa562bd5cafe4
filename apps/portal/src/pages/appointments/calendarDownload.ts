import type { Appointment } from '@clinic/api-contract';

/** The server's calendar file of one of the signed-in patient's appointments. */
export const appointmentCalendarPath = (appointmentId: string) =>
  `/api/portal/Appointments/${encodeURIComponent(appointmentId)}/Calendar`;

/** Only what is still ahead and expected to happen goes into a calendar. */
export const offersCalendar = (appointment: Appointment) =>
  appointment.isUpcoming && appointment.status === 'Show';

/**
 * Saves a downloaded file under its name. The file comes through the HTTP client (the session
 * cookie is taken only with the app's header), so the browser is handed a blob, not the API URL.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
