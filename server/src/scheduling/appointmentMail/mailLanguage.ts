/** The languages mails are written in; anything else reads English (the spec's texts). */
export type MailLanguage = 'en' | 'es';

export const mailLanguageOf = (language: string | null | undefined): MailLanguage =>
  language === 'es' ? 'es' : 'en';
