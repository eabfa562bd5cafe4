import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** portal.md section 3: the chosen language is kept in browser storage under `lang`. */
export const languageStorageKey = 'lang';

function storedLanguage(): Language {
  const saved = localStorage.getItem(languageStorageKey);
  return saved === 'es' ? 'es' : 'en';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(languageStorageKey, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export { i18n };
