import { createContext, useContext } from 'react';

/** The languages every form text exists in (issue 6: English and Spanish). */
export type FormLanguage = 'en' | 'es';

const FormLanguageContext = createContext<FormLanguage>('en');

/** The apps pass their current language; forms default to English. */
export const FormLanguageProvider = FormLanguageContext.Provider;

export function useFormLanguage(): FormLanguage {
  return useContext(FormLanguageContext);
}

/** A family's shape with its English widened (`as const` texts): any string, same parameters. */
type TextsShape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : TextsShape<T[K]>;
};

/**
 * One family's texts in both languages, kept beside the components that show them.
 * Returns a hook giving the current language's texts. Spanish must have every English key, with
 * the same shape: strings, functions of the same parameters (texts with numbers or names in
 * them), and nested groups (e.g. one text per refusal code).
 */
export function defineFormTexts<T extends object>(texts: {
  en: T;
  es: NoInfer<TextsShape<T>>;
}): () => TextsShape<T> {
  // English's literal types (`as const`) are the widened shape's: only the compiler cannot see it.
  const byLanguage: Record<FormLanguage, TextsShape<T>> = texts as { en: TextsShape<T>; es: TextsShape<T> };
  return function useTexts() {
    return byLanguage[useFormLanguage()];
  };
}
