import { escapeHtml } from '@clinic/forms-core';
import type { OutgoingMail } from '../../mail/mailer';
import { appointmentCalendar, calendarAttachment, placeOf } from '../appointmentMail/appointmentCalendar';
import type { AppointmentFacts } from '../appointmentMail/appointmentFacts';
import { appointmentTexts } from '../appointmentMail/appointmentTexts';
import { appointmentWhen } from '../appointmentMail/appointmentWhen';
import type { MailLanguage } from '../appointmentMail/mailLanguage';
import { reminderTexts } from './reminderTexts';

export interface ReminderLinks {
  confirm: string;
  cancel: string;
}

/**
 * A reminder: when (with the zone) and where, the confirm and cancel links (each opens a portal
 * page that waits for a button: mail scanners open links) and the calendar file. No service or
 * clinician, as in every appointment mail (docs/decisions.md "Appointment e-mails").
 */
export function reminderMail(
  to: string,
  facts: AppointmentFacts,
  links: ReminderLinks,
  options: { language: MailLanguage; publicUrl: string },
): OutgoingMail {
  const { language } = options;
  const t = reminderTexts[language];
  const a = appointmentTexts[language];
  const lines: Array<[string, string]> = [
    [a.when, appointmentWhen(facts.startWallMs, facts.timeZone, language)],
    [a.where, placeOf(facts, language)],
  ];
  const actions: Array<[string, string]> = [
    [t.confirm, links.confirm],
    [t.cancel, links.cancel],
  ];
  const closing = [a.calendarNote.request, ...(facts.locationPhone ? [a.callUs(facts.locationPhone)] : [])];
  return {
    to,
    subject: t.subject,
    text: [
      t.intro,
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      ...(facts.videoVisitUrl ? ['', `${a.videoVisit}: ${facts.videoVisitUrl}`] : []),
      '',
      ...actions.map(([label, url]) => `${label}: ${url}`),
      t.linksNote,
      '',
      ...closing,
      '',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.intro)}</p>`,
      `<p>${lines.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
      ...(facts.videoVisitUrl
        ? [
            `<p>${escapeHtml(a.videoVisit)}: <a href="${escapeHtml(facts.videoVisitUrl)}">${escapeHtml(facts.videoVisitUrl)}</a></p>`,
          ]
        : []),
      `<p>${actions.map(([label, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`).join(' &middot; ')}</p>`,
      `<p>${escapeHtml(t.linksNote)}</p>`,
      ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join(''),
    links: [links.confirm, links.cancel],
    attachments: [
      calendarAttachment(appointmentCalendar(facts, 'request', options), 'request', 'appointment.ics'),
    ],
  };
}
