import { escapeHtml } from '@clinic/forms-core';
import type { OutgoingMail } from '../../mail/mailer';
import { type MailLanguage, mailLanguageOf } from '../../scheduling/appointmentMail/mailLanguage';

interface ShareNoticeText {
  subject: string;
  intro: string;
  signIn: string;
}

/**
 * Only that a form waits, and where: no form name, no patient, no clinic, nothing clinical (a
 * form's title can itself tell a health matter; the mail may be read by anyone with the mailbox).
 */
const texts: Record<MailLanguage, ShareNoticeText> = {
  en: {
    subject: 'A form is waiting for you in the patient portal',
    intro: 'Your care team shared a form with you in the patient portal. Open this link to see it:',
    signIn: 'You will be asked to sign in first.',
  },
  es: {
    subject: 'Tiene un formulario pendiente en el portal del paciente',
    intro:
      'Su equipo de atención compartió un formulario con usted en el portal del paciente. Abra este enlace para verlo:',
    signIn: 'Primero se le pedirá que inicie sesión.',
  },
};

/** The notice of a document (or set) shared with the patient, in the login's language. */
export function shareNoticeMail(to: string, link: string, language: string): OutgoingMail {
  const t = texts[mailLanguageOf(language)];
  const href = escapeHtml(link);
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.signIn}\n`,
    html: `<p>${escapeHtml(t.intro)}</p><p><a href="${href}">${href}</a></p><p>${escapeHtml(t.signIn)}</p>`,
    links: [link],
  };
}
