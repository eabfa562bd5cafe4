/** The languages the staff app speaks; each device keeps its user's choice. */
export const staffLanguages = ['en', 'es'] as const;
export type StaffLanguage = (typeof staffLanguages)[number];

const storageKey = 'staff.language';

export function savedLanguage(): StaffLanguage {
  return localStorage.getItem(storageKey) === 'es' ? 'es' : 'en';
}

export function saveLanguage(language: StaffLanguage): void {
  localStorage.setItem(storageKey, language);
}

/** Each language's own name, as a language menu shows it. */
export const languageNames: Record<StaffLanguage, string> = { en: 'English', es: 'Español' };
