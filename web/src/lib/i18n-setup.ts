import type { BackendModule, i18n, LanguageDetectorModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, languageOf, type LanguageCode } from '@lunchbox/domain/i18n/languages';
import { builtMessageKey, messageKeyReader, type MessageKey } from '@lunchbox/domain/i18n/message-keys';
import type { resources as Resources } from '@lunchbox/domain/i18n/catalogues';
import { deviceLanguageTags, LANGUAGE_STORAGE_KEY } from './language-storage.ts';
import { whenIdle } from './idle-moment.ts';

type CatalogueModule = () => Promise<{ default: ResourceKey }>;

/**
 * Each language's catalogue in two chunks (catalogue-parts-plugin.ts): a visitor downloads the
 * catalogue they read, and another only when they switch to it; of each, the texts of the screens
 * reached later (`later`) come only with those screens (loadLaterTexts in i18n.ts).
 */
const CATALOGUES: Record<LanguageCode, { first: CatalogueModule; later: CatalogueModule }> = {
  en: { first: () => import('virtual:catalogue/en/first'), later: () => import('virtual:catalogue/en/later') },
  es: { first: () => import('virtual:catalogue/es/first'), later: () => import('virtual:catalogue/es/later') },
};

/** True once a screen needing the later texts is on its way: from then on a language loads whole. */
let laterWanted = false;

/** The texts of `language` the screens need so far. */
async function textsOf(language: LanguageCode): Promise<ResourceKey> {
  const later = laterWanted ? CATALOGUES[language].later() : undefined;
  const first = (await CATALOGUES[language].first()).default as Record<string, unknown>;
  // Wanted before or meanwhile: the screen needing them waits for this language.
  if (!laterWanted) return first;
  return { ...first, ...((await (later ?? CATALOGUES[language].later())).default as Record<string, unknown>) };
}

/** i18next's backend interface over those chunks: it asks for a language when it first needs it. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    textsOf(languageOf(language)).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The instance startI18n set up (the texts are added to it). */
let started: i18n | undefined;

/**
 * Adds the later texts to every language loaded so far, and has any language loaded from now on
 * come whole. Resolves once the languages loaded have them.
 */
export async function addLaterTexts(): Promise<void> {
  laterWanted = true;
  const instance = started;
  if (!instance) return;
  await Promise.all(
    LANGUAGE_CODES.filter((language) => instance.hasResourceBundle(language, 'translation')).map(async (language) => {
      const later = await CATALOGUES[language].later();
      instance.addResourceBundle(language, 'translation', later.default, true, true);
    }),
  );
}

/**
 * The language a visitor chose on this device (kept in local storage, LANGUAGE_STORAGE_KEY), else
 * the browser's languages in its order of preference; i18next takes the first it has a catalogue
 * for, else English, and keeps the language it switches to for the next visit.
 */
const deviceLanguage: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    return deviceLanguageTags();
  },
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not kept: the next visit follows the browser again
    }
  },
};

interface I18nModules {
  i18next: i18n;
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
export async function initI18nWith({ i18next, resources }: I18nModules, options: { strictKeys?: boolean; language?: LanguageCode } = {}): Promise<i18n> {
  if (i18next.isInitialized) return i18next;
  if (!options.language) i18next.use(deviceLanguage);
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
 * Sets up i18next for the app and downloads the reader's catalogue (loadI18n in i18n.ts). A reader
 * of another language than English also gets the English catalogue once the browser is idle: the
 * shared schemas write their messages in English, and its `messages` are how refusalText finds the
 * key of one without values.
 */
export async function startI18n(modules: Omit<I18nModules, 'resources'>, options: { language?: LanguageCode } = {}): Promise<i18n> {
  started = modules.i18next;
  const instance = await initI18nWith(modules, options);
  if (languageOf(instance.resolvedLanguage ?? instance.language) !== 'en' && typeof window !== 'undefined') {
    whenIdle(() => void instance.loadLanguages('en'), 3000);
  }
  return instance;
}

let readMessage: { from: object; read: (english: string) => MessageKey | null } | undefined;

/** The key of a shared schema's English message (one without values needs the English catalogue i18next holds). */
export function messageKeyOf(instance: i18n, english: string): MessageKey | null {
  const catalogue = instance.getResourceBundle('en', 'translation') as { messages?: Record<string, string> } | undefined;
  if (!catalogue?.messages) return builtMessageKey(english);
  if (readMessage?.from !== catalogue.messages) readMessage = { from: catalogue.messages, read: messageKeyReader(catalogue.messages) };
  return readMessage.read(english);
}
