import { escapeHtml } from '@clinic/forms-core';
import type { OutgoingMail } from '../mail/mailer';

interface SignInMailText {
  subject: string;
  intro: string;
  validity: string;
  ignore: string;
}

/**
 * No patient name, no clinic name (a clinic's name can itself reveal care), nothing about
 * health: only the link.
 */
const texts: Record<'en' | 'es', SignInMailText> = {
  en: {
    subject: 'Your sign-in link',
    intro: 'Use this link to sign in to the patient portal:',
    validity: 'The link works once and expires in 15 minutes.',
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
  },
  es: {
    subject: 'Su enlace para iniciar sesión',
    intro: 'Use este enlace para iniciar sesión en el portal del paciente:',
    validity: 'El enlace se puede usar una sola vez y caduca en 15 minutos.',
    ignore: 'Si no lo solicitó, puede ignorar este correo.',
  },
};

/** The sign-in mail in the login's language (English for anything else). */
export function signInMail(to: string, link: string, language: string): OutgoingMail {
  const t = texts[language === 'es' ? 'es' : 'en'];
  const href = escapeHtml(link);
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.validity}\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.intro)}</p><p><a href="${href}">${href}</a></p><p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>`,
    links: [link],
  };
}
