import { z } from 'zod';

/** The media type of an appointment's calendar file (RFC 5545). */
export const appointmentCalendarContentType = 'text/calendar; charset=utf-8';

/**
 * GET api/portal/Appointments/{id}/Calendar: the appointment as an iCalendar file (one VEVENT,
 * its UID stable per appointment), downloaded as an attachment; the same file the e-mails carry.
 */
export const portalAppointmentCalendarReplySchema = z
  .string()
  .describe('An iCalendar (.ics) file: VCALENDAR with one VEVENT, times in UTC');
