import { en } from './en.ts';
import { es } from './es.ts';

/** The same keys as `T`, each a text, at any depth (the admin area groups its texts by tab). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** A catalogue has exactly English's keys, each a text (checked by the compiler and by catalogues.test.ts). */
export type Catalogue = Texts<typeof en>;

/** i18next's resources: one namespace, the same catalogues for the web app and the e-mails. */
export const resources = { en: { translation: en }, es: { translation: es } } as const;

const messageKeys = new Map(Object.entries(en.messages).map(([key, text]) => [text, key]));

/**
 * The catalogue key of an English message the server or a shared schema wrote ('Order Already
 * Exists' → 'messages.orderAlreadyExists'), or null when the catalogue does not know it.
 */
export function messageKeyOf(english: string): string | null {
  const key = messageKeys.get(english);
  return key === undefined ? null : `messages.${key}`;
}
