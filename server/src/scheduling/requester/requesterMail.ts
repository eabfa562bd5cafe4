import { escapeHtml } from '@clinic/forms-core';
import type { OutgoingMail } from '../../mail/mailer';

type Language = 'en' | 'es';
export type RequestKind = 'registration' | 'appointmentRequest';

interface MailText {
  subject: string;
  paragraphs: string[];
}

/**
 * Like the sign-in mail: no patient name, no clinic name, nothing about health; only what the
 * link does, how long it works, and what to do when it was not expected.
 */
const verification: Record<Language, Record<RequestKind, MailText>> = {
  en: {
    registration: {
      subject: 'Confirm your e-mail address',
      paragraphs: [
        'Thank you for your new-patient registration. Please confirm that this is your e-mail address by opening this link:',
        'Our team reviews your registration once the address is confirmed. The link works once and expires in 24 hours.',
      ],
    },
    appointmentRequest: {
      subject: 'Confirm your e-mail address',
      paragraphs: [
        'Thank you for your appointment request. Please confirm that this is your e-mail address by opening this link:',
        'Our team reviews your request once the address is confirmed. The link works once and expires in 24 hours.',
      ],
    },
  },
  es: {
    registration: {
      subject: 'Confirme su dirección de correo electrónico',
      paragraphs: [
        'Gracias por su registro de paciente nuevo. Confirme que esta es su dirección de correo abriendo este enlace:',
        'Nuestro equipo revisará su registro cuando la dirección esté confirmada. El enlace se puede usar una sola vez y caduca en 24 horas.',
      ],
    },
    appointmentRequest: {
      subject: 'Confirme su dirección de correo electrónico',
      paragraphs: [
        'Gracias por su solicitud de cita. Confirme que esta es su dirección de correo abriendo este enlace:',
        'Nuestro equipo revisará su solicitud cuando la dirección esté confirmada. El enlace se puede usar una sola vez y caduca en 24 horas.',
      ],
    },
  },
};

const loginLink: Record<Language, MailText> = {
  en: {
    subject: 'Confirm a new patient on your portal sign-in',
    paragraphs: [
      'A request made with this e-mail address was approved. This address already signs in to the patient portal; to add the newly approved patient to it, open this link and confirm:',
      'The link works once and expires in 7 days. If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
  },
  es: {
    subject: 'Confirme un paciente nuevo en su acceso al portal',
    paragraphs: [
      'Se aprobó una solicitud hecha con esta dirección de correo. Esta dirección ya inicia sesión en el portal del paciente; para añadirle el paciente recién aprobado, abra este enlace y confirme:',
      'El enlace se puede usar una sola vez y caduca en 7 días. Si usted no lo solicitó, ignore este correo: no cambiará nada.',
    ],
  },
};

const languageOf = (language: string): Language => (language === 'es' ? 'es' : 'en');

/** The link goes after the first paragraph. */
function compose(to: string, text: MailText, link: string): OutgoingMail {
  const [intro = '', ...rest] = text.paragraphs;
  const href = escapeHtml(link);
  return {
    to,
    subject: text.subject,
    text: `${intro}\n\n${link}\n\n${rest.join('\n')}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${href}">${href}</a></p>${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    links: [link],
  };
}

const cancelParagraph: Record<Language, string> = {
  en: 'If you need to cancel your request, or the appointment once it is confirmed, open this link:',
  es: 'Si necesita cancelar su solicitud, o la cita una vez confirmada, abra este enlace:',
};

/**
 * A visitor's appointment request also carries its cancel link: they cannot sign in to cancel,
 * and one mail keeps "the newest mail" the one with the verification link.
 */
export function emailVerificationMail(
  to: string,
  link: string,
  language: string,
  kind: RequestKind,
  cancelLink?: string,
) {
  const mail = compose(to, verification[languageOf(language)][kind], link);
  if (!cancelLink) return mail;
  const paragraph = cancelParagraph[languageOf(language)];
  const href = escapeHtml(cancelLink);
  return {
    ...mail,
    text: `${mail.text}\n${paragraph}\n\n${cancelLink}\n`,
    html: `${mail.html}<p>${escapeHtml(paragraph)}</p><p><a href="${href}">${href}</a></p>`,
    links: [...(mail.links ?? []), cancelLink],
  };
}

export function loginLinkConfirmationMail(to: string, link: string, language: string) {
  return compose(to, loginLink[languageOf(language)], link);
}
