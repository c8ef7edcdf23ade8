import type { i18n } from 'i18next';
import { getI18n, useTranslation } from 'react-i18next';
import { languageOf, type LanguageCode } from '@lunchbox/domain/i18n/languages';
import type { MessageKey } from '@lunchbox/domain/i18n/message-keys';

/**
 * The catalogue key of a message the shared schemas and rules wrote (a form's own validation): by
 * equality for a text without values, else by how it was built (keyedMessage); never by reading
 * its words. i18n-setup.ts gives it once i18next is set up.
 */
type MessageReader = (instance: i18n, english: string) => MessageKey | null;
let messageKeyOf: MessageReader = () => null;

export function setMessageReader(reader: MessageReader): void {
  messageKeyOf = reader;
}

/**
 * Loads i18next, its set-up and the reader's catalogue beside the first screen (chunks of their
 * own, so '/' keeps its JavaScript budget), then sets them up. The app renders once this has resolved.
 */
export async function loadI18n(options: { language?: LanguageCode } = {}): Promise<i18n> {
  const [{ default: i18next }, setup] = await Promise.all([import('i18next'), import('./i18n-setup.ts')]);
  setMessageReader(setup.messageKeyOf);
  return setup.startI18n({ i18next }, options);
}

/**
 * The texts of the screens a visitor reaches after the first (catalogue-parts-plugin.ts): a screen
 * loaded later waits for them with its code (app/router.tsx).
 */
export async function loadLaterTexts(): Promise<void> {
  const setup = await import('./i18n-setup.ts');
  await setup.addLaterTexts();
}

/** The language of the screens now, as one of ours. */
export function currentLanguage(instance: i18n | undefined = getI18n()): LanguageCode {
  return languageOf(instance?.resolvedLanguage ?? instance?.language);
}

/**
 * A message of the shared schemas and rules for the reader: in English as it was written; in
 * Spanish the catalogue's translation of it, else of its domain code, else the message as it is.
 * A refusal the server sent is written from its code and values first (serverRefusalText).
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
