import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { mailFrom } from '../../mail/createMailer';
import type { MailAttachment } from '../../mail/mailer';
import { wallToUtcMs } from '../wallClock';
import type { AppointmentFacts } from './appointmentFacts';
import { appointmentTexts } from './appointmentTexts';
import type { MailLanguage } from './mailLanguage';

export type CalendarMethod = 'request' | 'cancel';

/** The organizer RFC 5546 asks of a REQUEST or CANCEL: the portal's no-reply sender, nobody's own address. */
const organizerEmail = /<([^>]+)>/.exec(mailFrom)?.[1] ?? 'no-reply@clinic.local';

/**
 * One appointment as an iCalendar file (RFC 5545, written by ical-generator, which folds lines
 * and escapes text): its UID stays the same for the appointment, so a CANCEL (SEQUENCE one
 * higher) removes the event a REQUEST added. Times are instants in UTC, from the location's wall
 * clock and its offset. SUMMARY and DESCRIPTION say nothing clinical. A telehealth visit's link
 * is its LOCATION and URL, and opens its DESCRIPTION.
 */
export function appointmentCalendar(
  facts: AppointmentFacts,
  method: CalendarMethod,
  options: { language: MailLanguage; publicUrl: string },
): string {
  const t = appointmentTexts[options.language];
  const portalUrl = `${options.publicUrl}/appointments`;
  const cancelled = method === 'cancel';
  // The link to join goes where calendar apps put their "Join" button; a cancellation needs none.
  const videoVisitUrl = cancelled ? null : facts.videoVisitUrl;
  const calendar = ical({
    prodId: { company: 'Clinic suite', product: 'Patient Portal', language: options.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `appointment-${facts.appointmentId}@${new URL(options.publicUrl).hostname}`,
    sequence: cancelled ? 1 : 0,
    stamp: new Date(),
    start: new Date(wallToUtcMs(facts.startWallMs, facts.timeZoneHoursShift)),
    end: new Date(wallToUtcMs(facts.endWallMs, facts.timeZoneHoursShift)),
    summary: t.summary,
    location: videoVisitUrl ?? placeOf(facts, options.language),
    description: [
      ...(videoVisitUrl ? [`${t.videoVisit}: ${videoVisitUrl}`] : []),
      `${t.portal}: ${portalUrl}`,
    ].join('\n'),
    url: videoVisitUrl ?? portalUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Patient Portal', email: organizerEmail },
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const file = calendar.toString();
  return file.endsWith('\r\n') ? file : `${file}\r\n`;
}

/** "Name, address", or telehealth. */
export function placeOf(facts: AppointmentFacts, language: MailLanguage): string {
  if (facts.telehealth) return appointmentTexts[language].telehealth;
  return [facts.locationName, facts.locationAddress].filter((part) => part.trim() !== '').join(', ');
}

/** The calendar file as a mail attachment; `method` in the type lets mail clients offer Add or Remove. */
export function calendarAttachment(
  content: string,
  method: CalendarMethod,
  filename: string,
): MailAttachment {
  return {
    filename,
    content,
    contentType: `text/calendar; charset=utf-8; method=${method === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
  };
}
