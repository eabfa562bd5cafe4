import type { MailLanguage } from '../appointmentMail/mailLanguage';

interface ReminderTexts {
  subject: string;
  intro: string;
  confirm: string;
  cancel: string;
  linksNote: string;
  /** The text message: short, and like the mail it names no service or clinician. */
  sms: (when: string, confirmUrl: string, cancelUrl: string) => string;
}

/** A reminder's words, in the languages the portal speaks. */
export const reminderTexts: Record<MailLanguage, ReminderTexts> = {
  en: {
    subject: 'Reminder: your upcoming appointment',
    intro: 'This is a reminder of your upcoming appointment.',
    confirm: 'Confirm that I am coming',
    cancel: 'Cancel the appointment',
    linksNote: 'Each link opens a page in the patient portal where you confirm with a button; it works once.',
    sms: (when, confirmUrl, cancelUrl) =>
      `Reminder: you have an appointment on ${when}. Confirm: ${confirmUrl} Cancel: ${cancelUrl}`,
  },
  es: {
    subject: 'Recordatorio: su próxima cita',
    intro: 'Le recordamos su próxima cita.',
    confirm: 'Confirmar que asistiré',
    cancel: 'Cancelar la cita',
    linksNote:
      'Cada enlace abre una página del portal del paciente donde confirma con un botón; funciona una sola vez.',
    sms: (when, confirmUrl, cancelUrl) =>
      `Recordatorio: tiene una cita el ${when}. Confirmar: ${confirmUrl} Cancelar: ${cancelUrl}`,
  },
};
