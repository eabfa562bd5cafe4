import i18next from 'i18next';
import { en, type Texts } from './en';
import { es } from './es';
import type { StaffLanguage } from './staffLanguage';

const catalogues: Record<StaffLanguage, Texts> = { en, es };

/** Every text of the staff app in the language chosen now (English before i18n starts, as in unit tests). */
export function currentTexts(): Texts {
  return catalogues[i18next.language === 'es' ? 'es' : 'en'];
}

/**
 * One area's texts (forms, billing…) that follow the chosen language: each read looks the key up
 * in the current language, so a component reads `texts.title` as before and gets Spanish after the
 * switch. The layout remounts the page when the language changes (StaffLayout), so every text is
 * read again. Keep reads inside render or event handlers: a value copied at module load stays in
 * the language of that moment.
 */
export function areaTexts<Area extends keyof Texts>(area: Area): Texts[Area] {
  return new Proxy({} as Texts[Area] & object, {
    get: (_target, key) => Reflect.get(currentTexts()[area] as object, key),
    has: (_target, key) => Reflect.has(currentTexts()[area] as object, key),
    ownKeys: () => Reflect.ownKeys(currentTexts()[area] as object),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(currentTexts()[area] as object, key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}
