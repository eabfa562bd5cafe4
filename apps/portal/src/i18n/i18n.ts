import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** portal.md section 3: the chosen language is kept in browser storage under `lang`. */
export const languageStorageKey = 'lang';

function storedLanguage(): Language {
  const saved = localStorage.getItem(languageStorageKey);
  return saved === 'es' ? 'es' : 'en';
}

/**
 * English (the fallback) ships with the first page; other languages' texts are their own chunk,
 * fetched when chosen: `changeLanguage` waits for them before switching.
 */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'es') {
      callback(null, {});
      return;
    }
    import('./es').then(
      ({ es }) => callback(null, es),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Resolves once the stored language's texts are loaded: render after it. */
export const i18nReady = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(languageStorageKey, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = storedLanguage();

export { i18n };
