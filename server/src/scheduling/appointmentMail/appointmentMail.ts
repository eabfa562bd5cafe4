import { escapeHtml } from '@clinic/forms-core';
import type { OutgoingMail } from '../../mail/mailer';
import { appointmentCalendar, calendarAttachment, placeOf } from './appointmentCalendar';
import type { AppointmentFacts } from './appointmentFacts';
import { type AppointmentMailKind, appointmentTexts } from './appointmentTexts';
import { appointmentWhen } from './appointmentWhen';
import type { MailLanguage } from './mailLanguage';

export interface AppointmentMailOptions {
  language: MailLanguage;
  publicUrl: string;
  /** A move: the appointment left behind, whose calendar entry the mail also removes. */
  movedFrom?: AppointmentFacts | undefined;
}

/**
 * A booked, moved or cancelled appointment: when (with the zone's name), where (or telehealth
 * and, booked or moved, its video visit link), a link to the portal and the calendar file. No service or clinician (docs/decisions.md).
 */
export function appointmentMail(
  to: string,
  kind: AppointmentMailKind,
  facts: AppointmentFacts,
  options: AppointmentMailOptions,
): OutgoingMail {
  const { language, publicUrl } = options;
  const t = appointmentTexts[language];
  const method = kind === 'cancelled' ? 'cancel' : 'request';
  const portalUrl = `${publicUrl}/appointments`;
  // A cancelled visit's link is not offered again.
  const videoVisitUrl = method === 'cancel' ? null : facts.videoVisitUrl;
  const lines: Array<[string, string]> = [
    [t.when, appointmentWhen(facts.startWallMs, facts.timeZone, language)],
    [t.where, placeOf(facts, language)],
  ];
  const videoLine = videoVisitUrl ? `${t.videoVisit}: ${videoVisitUrl}` : null;
  const closing = [t.calendarNote[method], ...(facts.locationPhone ? [t.callUs(facts.locationPhone)] : [])];
  const attachments = [
    calendarAttachment(appointmentCalendar(facts, method, options), method, 'appointment.ics'),
  ];
  if (options.movedFrom) {
    const old = appointmentCalendar(options.movedFrom, 'cancel', options);
    attachments.push(calendarAttachment(old, 'cancel', 'previous-appointment.ics'));
  }
  return {
    to,
    subject: t.subject[kind],
    text: [
      t.intro[kind],
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      ...(videoLine ? ['', videoLine] : []),
      '',
      `${t.portal}: ${portalUrl}`,
      '',
      ...closing,
      '',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.intro[kind])}</p>`,
      `<p>${lines.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
      ...(videoVisitUrl
        ? [
            `<p><a href="${escapeHtml(videoVisitUrl)}">${escapeHtml(t.videoVisit)}</a>: ${escapeHtml(videoVisitUrl)}</p>`,
          ]
        : []),
      `<p>${escapeHtml(t.portal)}: <a href="${escapeHtml(portalUrl)}">${escapeHtml(portalUrl)}</a></p>`,
      ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join(''),
    links: [portalUrl],
    attachments,
  };
}
