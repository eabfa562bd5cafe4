import type { Appointment } from '@clinic/api-contract';
import { offersCalendar } from './calendarDownload';

/**
 * The link of an upcoming scheduled telehealth visit, or null. The server stores only https
 * links; checked again here, since the page makes it a link the patient clicks.
 */
export const joinableVideoVisit = (appointment: Appointment): string | null =>
  offersCalendar(appointment) && appointment.telehealth && appointment.videoVisitUrl?.startsWith('https://')
    ? appointment.videoVisitUrl
    : null;
