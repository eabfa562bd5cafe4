import { withChunkTimeout } from '@clinic/forms-react/chunkLoading';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCore } from './en/core';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** portal.md section 3: the chosen language is kept in browser storage under `lang`. */
export const languageStorageKey = 'lang';

function storedLanguage(): Language {
  const saved = localStorage.getItem(languageStorageKey);
  return saved === 'es' ? 'es' : 'en';
}

/**
 * Texts come in two bundles per language, both in the one `translation` namespace so that keys
 * stay `documents.title`: the core (first pages, alerts, dialogs) and the pages past sign-in.
 * English core ships with the entry; everything else is its own chunk.
 */
type TextBundle = Readonly<Record<string, unknown>>;

const loaders: Record<Language, { core(): Promise<TextBundle>; pages(): Promise<TextBundle> }> = {
  en: {
    core: async () => enCore,
    pages: async () => (await import('./en/pages')).enPages,
  },
  es: {
    core: async () => (await import('./es/core')).esCore,
    pages: async () => (await import('./es/pages')).esPages,
  },
};

/** Set once a page past sign-in was opened: a language chosen from then on loads both bundles. */
let pageTextsWanted = false;

function languageOf(code: string): Language | undefined {
  return languages.find((language) => language === code);
}

async function textsOf(language: Language): Promise<TextBundle> {
  const loader = loaders[language];
  // Text bundles are chunks too: they fail or time out like any other (portal.md section 9).
  const [core, pages] = await withChunkTimeout(() =>
    Promise.all([loader.core(), pageTextsWanted ? loader.pages() : {}]),
  );
  return { ...core, ...pages };
}

/** `changeLanguage` waits for the language's texts before switching. */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (code, _namespace, callback) => {
    const language = languageOf(code);
    if (!language || language === 'en') {
      callback(null, {});
      return;
    }
    textsOf(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Resolves once the stored language's core texts are loaded: render after it. */
export const i18nReady = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: enCore } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });

let pageTexts: Promise<void> | undefined;

/**
 * The texts of the pages past sign-in, in English (the fallback) and the current language. Route
 * modules of those pages await it, so a page never renders a key. Loaded once; a failed load is
 * retried by the next page.
 */
export function loadPageTexts(): Promise<void> {
  pageTextsWanted = true;
  pageTexts ??= (async () => {
    await i18nReady;
    const wanted = [...new Set<Language>(['en', languageOf(i18n.language) ?? 'en'])];
    const bundles = await Promise.all(wanted.map((language) => loaders[language].pages()));
    wanted.forEach((language, index) => {
      i18n.addResourceBundle(language, 'translation', bundles[index], true, true);
    });
  })().catch((error: unknown) => {
    pageTexts = undefined;
    throw error;
  });
  return pageTexts;
}

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(languageStorageKey, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = storedLanguage();

export { i18n };
