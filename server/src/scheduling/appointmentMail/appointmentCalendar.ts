import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { mailFrom } from '../../mail/createMailer';
import type { MailAttachment } from '../../mail/mailer';
import { now } from '../clock';
import { wallToUtcMs } from '../wallClock';
import type { AppointmentFacts } from './appointmentFacts';
import { appointmentTexts } from './appointmentTexts';
import type { MailLanguage } from './mailLanguage';

export type CalendarMethod = 'request' | 'cancel';

/** The organizer RFC 5546 asks of a REQUEST or CANCEL: the portal's no-reply sender, nobody's own address. */
const organizerEmail = /<([^>]+)>/.exec(mailFrom)?.[1] ?? 'no-reply@clinic.local';

/**
 * One appointment as an iCalendar file (RFC 5545, written by ical-generator, which folds lines
 * and escapes text): its UID stays the same for the appointment, so a later REQUEST (a move) or
 * CANCEL, with a higher SEQUENCE, updates or removes the event an earlier one added. Times are the location's wall clock with its IANA
 * zone (DTSTART;TZID=America/New_York) and that zone's VTIMEZONE, so calendar apps show the
 * visit at the right hour across daylight-saving changes; a UTC location keeps plain UTC times. SUMMARY and DESCRIPTION say nothing clinical. A telehealth visit's link
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
  const zoned = vtimezoneOf(facts.timeZone) !== null;
  const changedAt = now();
  const calendar = ical({
    prodId: { company: 'Clinic suite', product: 'Patient Portal', language: options.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // The generator writes the VTIMEZONE of each event's zone; no calendar-wide zone, so DTSTAMP stays UTC.
    ...(zoned && { timezone: { name: null, generator: vtimezoneOf } }),
  });
  calendar.createEvent({
    id: `appointment-${facts.appointmentId}@${new URL(options.publicUrl).hostname}`,
    sequence: calendarSequence(changedAt),
    stamp: changedAt,
    // ical-generator reads a TZDate's wall clock in the event's zone (a plain Date would be read in the server's).
    start: new TZDate(wallToUtcMs(facts.startWallMs, facts.timeZone), facts.timeZone),
    end: new TZDate(wallToUtcMs(facts.endWallMs, facts.timeZone), facts.timeZone),
    timezone: zoned ? facts.timeZone : null,
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

const sequenceEpochMs = Date.UTC(2020, 0, 1);

/**
 * An event's SEQUENCE: every later mail about the appointment (a move, then a cancel) must carry a
 * higher one for calendar apps to apply it (RFC 5546 section 2.1.4). Whole seconds since 2020
 * rise with each change without a counter stored per appointment (and fit its 31 bits until 2088).
 */
export function calendarSequence(at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - sequenceEpochMs) / 1000));
}

/**
 * The VTIMEZONE of an IANA zone (timezones-ical-library, kept from the IANA database), or null
 * for UTC and for a zone the library does not know, whose times are then written in UTC.
 */
export function vtimezoneOf(timeZone: string): string | null {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return null;
  const block = tzlib_get_ical_block(timeZone);
  const text = Array.isArray(block) ? block[0] : undefined;
  // The library answers an alias with its canonical zone; the TZID must be the one events name.
  return text?.includes(`TZID:${timeZone}\r\n`) ? text : null;
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
