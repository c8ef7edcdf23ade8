import type { i18n } from 'i18next';
import type LanguageDetector from 'i18next-browser-languagedetector';
import { getI18n, initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, languageOf, type LanguageCode } from '@lunchbox/domain/i18n/languages';
import type { resources as Resources } from '@lunchbox/domain/i18n/catalogues';

/** Where a visitor's choice is kept before they sign in (the profile keeps it after). */
export const LANGUAGE_STORAGE_KEY = 'lunchbox.language';

interface I18nModules {
  i18next: i18n;
  Detector: typeof LanguageDetector;
  catalogues: { resources: typeof Resources; messageKeyOf: (english: string) => string | null };
}

let messageKeyOf: (english: string) => string | null = () => null;

/**
 * i18next for the whole app (react-i18next and the error texts read the one instance): the
 * language a visitor chose on this device, else the browser's, else English; or `language` when
 * given (the build's English first frames, the tests). `strictKeys` (the tests) throws on a key
 * the catalogue lacks, so no screen can show a raw key.
 */
export function initI18nWith({ i18next, Detector, catalogues }: I18nModules, options: { strictKeys?: boolean; language?: LanguageCode } = {}): i18n {
  if (i18next.isInitialized) return i18next;
  messageKeyOf = catalogues.messageKeyOf;
  if (!options.language) i18next.use(Detector);
  i18next.use(initReactI18next);
  void i18next.init({
    resources: catalogues.resources,
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
  markDocument(i18next.language);
  i18next.on('languageChanged', markDocument);
  return i18next;
}

/**
 * Loads i18next and the catalogues beside the first screen (a chunk of their own, so '/' keeps its
 * JavaScript budget), then sets them up. The app renders once this has resolved.
 */
export async function loadI18n(options: { language?: LanguageCode } = {}): Promise<i18n> {
  const [{ default: i18next }, { default: Detector }, catalogues] = await Promise.all([
    import('i18next'),
    import('i18next-browser-languagedetector'),
    import('@lunchbox/domain/i18n/catalogues'),
  ]);
  return initI18nWith({ i18next, Detector, catalogues }, options);
}

/** The language of the screens now, as one of ours. */
export function currentLanguage(instance: i18n | undefined = getI18n()): LanguageCode {
  return languageOf(instance?.resolvedLanguage ?? instance?.language);
}

/**
 * A refusal's text for the reader: in English the server's message as it came; in Spanish the
 * catalogue's translation of that message, else of its domain code, else the message as sent.
 */
export function refusalText(message: string, code?: string | null): string {
  const instance = getI18n();
  if (!instance || currentLanguage(instance) === 'en') return message;
  const key = messageKeyOf(message) ?? (code && instance.exists(`codes.${code}`) ? `codes.${code}` : null);
  return key ? instance.t(key) : message;
}

/** The screens' language for formatting dates and money; the component redraws when it changes. */
export function useLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return currentLanguage(instance);
}

/**
 * An allergen's or diet's name as a sentence writes it ('peanuts', 'cacahuates'; issue 13's fixed
 * lists, kept in English in the data); a value the catalogue does not know is shown as it is.
 */
export function needName(value: string): string {
  const instance = getI18n();
  if (!instance || currentLanguage(instance) === 'en') return value;
  const key = [`allergens.${value}`, `diets.${value}`].find((candidate) => instance.exists(candidate));
  return key ? instance.t(key) : value;
}

/** The name as a badge or check box shows it: 'Peanuts', 'Gluten-free', 'Cacahuates'. */
export function needLabel(value: string): string {
  const name = needName(value);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
