import { describe, expect, test } from '@jest/globals';
import { en } from './en.ts';
import { es } from './es.ts';

/** Every text of a catalogue by its dotted key. */
function flatten(catalogue: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

/**
 * Texts that are the same in both languages: names, codes and forms nobody translates. A Spanish
 * text equal to its English one is otherwise a sentence someone forgot.
 */
const SAME_IN_BOTH = new Set<string>([
  'email.total',
  'email.totalLine',
  'order.total',
  'cart.total',
  'history.total',
  'common.error',
  'diets.halal',
  'admin.communications.method.whatsapp',
]);

/** A text of values and punctuation only ('{{time}} {{when}}') has no words to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

const english = flatten(en);
const spanish = flatten(es);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the English and Spanish catalogues', () => {
  test('when a key is in one catalogue, then it is in the other', () => {
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  test('when a Spanish text equals the English one, then it is a name on the allow-list, not a sentence left untranslated', () => {
    const untranslated = [...english].filter(([key, text]) => spanish.get(key) === text && hasWords(text) && !SAME_IN_BOTH.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  test('when a text fills in a value, then its translation fills in the same values', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(spanish.get(key) ?? '').join()).map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  test('when a text is empty, then it is a mistake', () => {
    expect([...english, ...spanish].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
