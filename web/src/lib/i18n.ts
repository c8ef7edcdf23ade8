import type { BackendModule, i18n, ResourceKey } from 'i18next';
import type LanguageDetector from 'i18next-browser-languagedetector';
import { getI18n, initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, languageOf, type LanguageCode } from '@lunchbox/domain/i18n/languages';
import { messageKeyReader, type MessageKey } from '@lunchbox/domain/i18n/message-keys';
import type { resources as Resources } from '@lunchbox/domain/i18n/catalogues';

/** Where a visitor's choice is kept before they sign in (the profile keeps it after). */
export const LANGUAGE_STORAGE_KEY = 'lunchbox.language';

/** One chunk a language: a visitor downloads the catalogue they read, and another only when they switch to it. */
const CATALOGUES: Record<LanguageCode, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('@lunchbox/domain/i18n/en.json'),
  es: () => import('@lunchbox/domain/i18n/es.json'),
};

/** i18next's backend interface over those chunks: it asks for a language when it first needs it. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    CATALOGUES[languageOf(language)]().then(
      (catalogue) => callback(null, catalogue.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

interface I18nModules {
  i18next: i18n;
  Detector: typeof LanguageDetector;
  /** Both catalogues at hand (the component tests); without them, each language loads when needed. */
  resources?: typeof Resources;
}

/**
 * i18next for the whole app (react-i18next and the error texts read the one instance): the
 * language a visitor chose on this device, else the browser's, else English; or `language` when
 * given (the build's English first frames, the tests). `strictKeys` (the tests) throws on a key
 * the catalogue lacks, so no screen can show a raw key. No fallback language: catalogues.test.ts
 * holds both to the same keys, so a Spanish reader needs only the Spanish catalogue.
 */
export async function initI18nWith({ i18next, Detector, resources }: I18nModules, options: { strictKeys?: boolean; language?: LanguageCode } = {}): Promise<i18n> {
  if (i18next.isInitialized) return i18next;
  if (!options.language) i18next.use(Detector);
  if (!resources) i18next.use(catalogueBackend);
  i18next.use(initReactI18next);
  await i18next.init({
    ...(resources ? { resources, initAsync: false } : {}),
    ...(options.language ? { lng: options.language } : {}),
    fallbackLng: false,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
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
 * Loads i18next and the reader's catalogue beside the first screen (chunks of their own, so '/'
 * keeps its JavaScript budget), then sets them up. The app renders once this has resolved. A
 * reader of another language than English also gets the English catalogue once the browser is
 * idle: the server and the shared schemas write their messages in English, and its `messages`
 * are how refusalText finds their translation.
 */
export async function loadI18n(options: { language?: LanguageCode } = {}): Promise<i18n> {
  const [{ default: i18next }, { default: Detector }] = await Promise.all([import('i18next'), import('i18next-browser-languagedetector')]);
  const instance = await initI18nWith({ i18next, Detector }, options);
  if (currentLanguage(instance) !== 'en' && typeof window !== 'undefined') {
    const loadEnglish = () => void instance.loadLanguages('en');
    // Safari has no requestIdleCallback: a short timeout stands in.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(loadEnglish, { timeout: 3000 });
    else window.setTimeout(loadEnglish, 200);
  }
  return instance;
}

let readMessage: { from: object; read: (english: string) => MessageKey | null } | undefined;

/** The key of an English message, read with the English catalogue i18next holds (null before it has come). */
function messageKeyOf(instance: i18n, english: string): MessageKey | null {
  const catalogue = instance.getResourceBundle('en', 'translation') as { messages?: Record<string, string> } | undefined;
  if (!catalogue?.messages) return null;
  if (readMessage?.from !== catalogue.messages) readMessage = { from: catalogue.messages, read: messageKeyReader(catalogue.messages) };
  return readMessage.read(english);
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
  const known = messageKeyOf(instance, message);
  if (known) return instance.t(known.key, known.values);
  return code && instance.exists(`codes.${code}`) ? instance.t(`codes.${code}`) : message;
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
