import { createContext, useContext } from 'react';

/** The languages every form text exists in (issue 6: English and Spanish). */
export type FormLanguage = 'en' | 'es';

const FormLanguageContext = createContext<FormLanguage>('en');

/** The apps pass their current language; forms default to English. */
export const FormLanguageProvider = FormLanguageContext.Provider;

export function useFormLanguage(): FormLanguage {
  return useContext(FormLanguageContext);
}

/**
 * One family's texts in both languages, kept beside the components that show them.
 * Returns a hook giving the current language's texts; Spanish must have every English key.
 */
export function defineFormTexts<T extends Record<string, string>>(texts: {
  en: T;
  es: { [K in keyof T]: string };
}): () => { [K in keyof T]: string } {
  return function useTexts() {
    return texts[useFormLanguage()];
  };
}
