import { escapeHtml } from '@clinic/forms-core';
import type { OutgoingMail } from '../../../../mail/mailer';

interface EFormMailText {
  subject: string;
  intro: string;
  validity: string;
  ignore: string;
}

/**
 * Only the link: no patient or clinic name, no form name, nothing about health (an inbox is not
 * a safe place, and the name of a form or a clinic can itself reveal care).
 */
const texts: Record<'en' | 'es', EFormMailText> = {
  en: {
    subject: 'Documents to complete',
    intro: 'You have been asked to fill in one or more documents. Use this link to open them:',
    validity: 'The link expires in 7 days.',
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  es: {
    subject: 'Documentos por completar',
    intro: 'Se le ha pedido completar uno o más documentos. Use este enlace para abrirlos:',
    validity: 'El enlace caduca en 7 días.',
    ignore: 'Si no esperaba este correo, puede ignorarlo.',
  },
};

/** The e-form link mail, in Spanish for a patient whose portal language is Spanish, English otherwise. */
export function eFormMail(to: string, link: string, language: string): OutgoingMail {
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
