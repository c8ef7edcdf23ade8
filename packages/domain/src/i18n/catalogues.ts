import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import { messageKeyReader } from './message-keys.ts';

/** The same keys as `T`, each a text, at any depth (the admin area groups its texts by tab). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * A catalogue has exactly English's keys, each a text (checked by the compiler here and by
 * catalogues.test.ts). The catalogues are i18next's resource files, one JSON a language
 * (`en.json`, `es.json`): the English values are the specification's texts, byte for byte;
 * `{{name}}` is filled in by i18next, and a key ending in `_one`/`_other` is chosen by the count.
 * `deadline` is deadline-texts.ts's (the domain's rule writes it without loading a catalogue).
 */
export type Catalogue = Texts<typeof en>;

const spanish: Catalogue = es;

/** i18next's resources: one namespace, the same catalogues for the web app's tests and the e-mails. */
export const resources = { en: { translation: en }, es: { translation: spanish } } as const;

/** The catalogue key of an English message the server or a shared schema wrote, with its values; null when unknown. */
export const messageKeyOf = messageKeyReader(en.messages);
