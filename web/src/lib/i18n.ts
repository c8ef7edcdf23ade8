import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, languageOf, messageKeyOf, resources, type LanguageCode } from '@lunchbox/domain/i18n/catalogues';

/** Where a visitor's choice is kept before they sign in (the profile keeps it after). */
export const LANGUAGE_STORAGE_KEY = 'lunchbox.language';

/**
 * i18next for the whole app, ready before the first render (the catalogues are in the bundle, so
 * nothing waits): the language a visitor chose on this device, else the browser's, else English.
 * `strictKeys` (the tests) throws on a key the catalogue lacks, so no screen can show a raw key.
 */
export function initI18n(options: { strictKeys?: boolean; language?: LanguageCode } = {}): i18n {
  // One instance for the page (react-i18next and the error texts read it); the first call sets it up.
  if (i18next.isInitialized) return i18next;
  const instance = i18next;
  if (!options.language) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources,
    ...(options.language ? { lng: options.language } : {}),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    // React escapes what it renders; e-mails escape on the server.
    interpolation: { escapeValue: false },
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
    ...(options.strictKeys
      ? {
          saveMissing: true,
          missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => {
            throw new Error(`i18n: no text for the key "${key}"`);
          },
        }
      : {}),
  });
  const markDocument = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = languageOf(language);
  };
  markDocument(instance.language);
  instance.on('languageChanged', markDocument);
  return instance;
}

/** The language of the screens now, as one of ours. */
export function currentLanguage(instance: i18n = i18next): LanguageCode {
  return languageOf(instance.resolvedLanguage ?? instance.language);
}

/**
 * A refusal's text for the reader: in English the server's message as it came; in Spanish the
 * catalogue's translation of that message, else of its domain code, else the message as sent.
 */
export function refusalText(message: string, code?: string | null, instance: i18n = i18next): string {
  if (currentLanguage(instance) === 'en') return message;
  const key = messageKeyOf(message) ?? (code && instance.exists(`codes.${code}`) ? `codes.${code}` : null);
  return key ? instance.t(key) : message;
}

/** The screens' language for formatting dates and money; the component redraws when it changes. */
export function useLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return currentLanguage(instance);
}
