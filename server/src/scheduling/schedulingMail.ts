import { clinicWallClock, DISPLAY_DATE_TIME_FORMAT } from '@clinic/forms-core';
import type { AppDeps } from '../app/appInstance';
import type { Queryable } from '../db/database';
import { jobQueueOf } from '../jobs/serverJobs';
import type { OutgoingMail } from '../mail/mailer';
import { queueMail } from '../mail/mailQueue';
import type { MailLanguage } from './appointmentMail/mailLanguage';
import { formatWallClock } from './wallClock';

/** "03/05/2025 10:00 AM" (portal.md section 5). */
export function displayWallClock(wallMs: number): string {
  return clinicWallClock(formatWallClock(wallMs), 'UTC')?.format(DISPLAY_DATE_TIME_FORMAT) ?? '';
}

/**
 * Queued in the change's transaction: the mails go out exactly when the change commits, and a
 * mail server that fails retries them later instead of undoing a booking.
 */
export async function queueMails(
  deps: AppDeps,
  tx: Queryable,
  mails: ReadonlyArray<OutgoingMail | null>,
): Promise<void> {
  for (const mail of mails) if (mail) await queueMail(jobQueueOf(deps), tx, mail);
}

// Mails name a time and a place only: no service or clinician, which could tell a health matter.

const registrationSubject: Record<MailLanguage, string> = {
  en: 'Your registration is complete',
  es: 'Su registro está completo',
};

/** A registration approved: the requester may now sign in (no health information in it). */
export function registrationApprovedMail(to: string, portalUrl: string, language: MailLanguage = 'en') {
  const line =
    language === 'es'
      ? 'Se aprobó su registro de paciente nuevo. Ya puede iniciar sesión en el portal del paciente con esta dirección de correo'
      : 'Your new-patient registration was approved. You can now sign in to the patient portal with this e-mail address';
  return {
    to,
    subject: registrationSubject[language],
    text: `${line}: ${portalUrl}\n`,
    links: [portalUrl],
  } satisfies OutgoingMail;
}

/**
 * A registration approved onto an existing chart whose address on record is another one: the
 * requester gets no portal access from it (requester/requesterLogin.ts) and is told whom to ask.
 */
export function registrationApprovedWithoutPortalMail(to: string, language: MailLanguage = 'en') {
  return {
    to,
    subject: registrationSubject[language],
    text:
      language === 'es'
        ? 'Se aprobó su registro de paciente nuevo. Para usar el portal del paciente, comuníquese con la clínica.\n'
        : 'Your new-patient registration was approved. To use the patient portal, please contact the clinic.\n',
  } satisfies OutgoingMail;
}

// Staff cause these two, so they are in the patient's saved language (docs/decisions.md, issue 17.8).
const declinedTexts: Record<
  MailLanguage,
  (when: string, place: string, phone: string) => OutgoingMail['text']
> = {
  en: (when, place, phone) =>
    `We could not confirm your appointment request for ${when} at ${place}.${
      phone ? ` Please call us at ${phone} to find another time.` : ' Please contact us to find another time.'
    }\n`,
  es: (when, place, phone) =>
    `No pudimos confirmar su solicitud de cita para el ${when} en ${place}.${
      phone
        ? ` Llámenos al ${phone} para buscar otro horario.`
        : ' Comuníquese con nosotros para buscar otro horario.'
    }\n`,
};

export function requestDeclinedMail(
  to: string,
  startWallMs: number,
  locationName: string,
  phone: string,
  language: MailLanguage = 'en',
) {
  return {
    to,
    subject: language === 'es' ? 'Sobre su solicitud de cita' : 'About your appointment request',
    text: declinedTexts[language](displayWallClock(startWallMs), locationName, phone),
  } satisfies OutgoingMail;
}

const offerTexts: Record<MailLanguage, { subject: string; text: (link: string, hours: number) => string }> = {
  en: {
    subject: 'An earlier appointment is available',
    text: (link, hours) =>
      `An earlier appointment is available. Open this link to see it and book it; it is offered to you for ${hours} hours, then to the next person waiting:\n\n${link}\n\nIf you do nothing, you stay on the waitlist.\n`,
  },
  es: {
    subject: 'Hay una cita disponible antes',
    text: (link, hours) =>
      `Hay una cita disponible antes. Abra este enlace para verla y reservarla; se le ofrece durante ${hours} horas y después a la siguiente persona en espera:\n\n${link}\n\nSi no hace nada, sigue en la lista de espera.\n`,
  },
};

export function waitlistOfferMail(
  to: string,
  link: string,
  validHours: number,
  language: MailLanguage = 'en',
) {
  return {
    to,
    subject: offerTexts[language].subject,
    text: offerTexts[language].text(link, validHours),
    links: [link],
  } satisfies OutgoingMail;
}
