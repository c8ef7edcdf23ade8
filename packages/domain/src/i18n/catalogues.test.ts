import { describe, expect, test } from '@jest/globals';
import { DEADLINE_TEXTS } from './deadline-texts.ts';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import { messageKeyOf } from './catalogues.ts';
import { unknownAllergenMessage, unknownDietMessage } from '../allergens.ts';
import { COMMUNICATION_MESSAGES, invalidEmailMessage, invalidPhoneMessage } from '../communication-schemas.ts';
import { PHONE_FORMAT_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../identity-schemas.ts';
import { MENU_MESSAGES, NUTRITION_FACTS, nutritionMessage, weekRangeMissingDayMessage } from '../menu-schemas.ts';
import { NO_NEXT_WEEK_MENU_MESSAGE } from '../next-week-menu.ts';
import { childNotYoursMessage, orderAlreadyExistsMessage } from '../order-refusals.ts';
import { FEEDBACK_MESSAGES } from '../feedback-schemas.ts';
import { closureInputSchema } from '../closure-schemas.ts';
import { CLOSURE_REASON_MAX, CLOSURE_REASON_MESSAGE, PAST_CLOSURE_MESSAGE } from '../school-closures.ts';
import { ORDER_MESSAGES } from '../order-schemas.ts';
import { ADD_TO_CART_MESSAGES } from '../order-cart.ts';
import { DATE_FORMAT_MESSAGE } from '../school-dates.ts';
import { PAYMENT_SETTINGS_MESSAGES } from '../payment-rules.ts';
import { disableFormSchema, disableTwoFactorSchema, passkeyResponseSchema, recoveryFormSchema, twoFactorSignInSchema } from '../two-factor-schemas.ts';

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

  test('when the deadline texts change in deadline-texts.ts, then the catalogues hold the same texts', () => {
    expect(en.deadline).toEqual(DEADLINE_TEXTS.en);
    expect(es.deadline).toEqual(DEADLINE_TEXTS.es);
  });
});

/** What the shared schemas and rules write in English, values filled in as a refusal would have them. */
/** What a schema answers to bad input, message by message. */
const refusals = (schema: { safeParse(input: unknown): { error?: { issues: Array<{ message: string }> } } }, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const SCHEMA_MESSAGES = [
  ...refusals(twoFactorSignInSchema, {}),
  ...refusals(twoFactorSignInSchema, { challengeId: 'x', code: '12', recoveryCode: '!' }),
  ...refusals(disableTwoFactorSchema, { password: '' }),
  ...refusals(passkeyResponseSchema, {}),
  ...refusals(passkeyResponseSchema, { ceremonyId: 'x', response: {}, name: 'x'.repeat(61) }),
  ...refusals(recoveryFormSchema, {}),
  ...refusals(disableFormSchema, { password: '', factor: '' }),
  ...Object.values(MENU_MESSAGES),
  ...Object.values(COMMUNICATION_MESSAGES),
  ...Object.values(ORDER_MESSAGES),
  ...Object.values(ADD_TO_CART_MESSAGES),
  ...Object.values(FEEDBACK_MESSAGES),
  ...Object.values(PAYMENT_SETTINGS_MESSAGES),
  PHONE_FORMAT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  NO_NEXT_WEEK_MENU_MESSAGE,
  PAST_CLOSURE_MESSAGE,
  DATE_FORMAT_MESSAGE,
  CLOSURE_REASON_MESSAGE,
  closureInputSchema.safeParse({ date: '2026-11-26', reason: 'x'.repeat(CLOSURE_REASON_MAX + 1) }).error?.issues[0]?.message ?? 'no refusal',
  'Must be at most 100 characters',
  ...NUTRITION_FACTS.map(({ label, unit, max }) => nutritionMessage(label, unit, max)),
  weekRangeMissingDayMessage('Wednesday'),
  invalidEmailMessage(['ana@']),
  invalidEmailMessage(['ana@', 'leo@']),
  invalidPhoneMessage(['12']),
  invalidPhoneMessage(['12', '34']),
  unknownAllergenMessage('nuts'),
  unknownDietMessage('keto'),
  childNotYoursMessage('Ana'),
  orderAlreadyExistsMessage(),
  orderAlreadyExistsMessage('Ana', ['Veggie Pasta', 'Pizza']),
];

/** An English template of `messages` with its values filled in, as i18next fills it. */
const filled = (key: string, values: Record<string, string>) =>
  (en.messages as Record<string, string>)[key.replace(/^messages\./, '')]?.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => values[name] ?? '');

describe('the key of an English message the shared schemas and rules write', () => {
  test('when a shared schema or rule writes a message, then the catalogues translate it', () => {
    expect(SCHEMA_MESSAGES.filter((message) => messageKeyOf(message) === null)).toEqual([]);
  });

  test('when a message is built from values, then its English template filled with them is the message, word for word', () => {
    const drifted = SCHEMA_MESSAGES.flatMap((message) => {
      const keyed = messageKeyOf(message);
      return keyed && filled(keyed.key, keyed.values) !== message ? [{ message, keyed }] : [];
    });
    expect(drifted).toEqual([]);
  });

  test('when a message was built with a number, then its key comes with the number, from how it was built', () => {
    expect(messageKeyOf(MENU_MESSAGES.menuItemTooLong)).toEqual({ key: 'messages.menuItemTooLong', values: { max: '200' } });
    expect(messageKeyOf('Menu item name must be at most 7 characters')).toBeNull();
  });

  test('when a message has no values, then its key comes by the whole text', () => {
    expect(messageKeyOf('Order Already Exists')).toEqual({ key: 'messages.orderAlreadyExists', values: {} });
  });

  test('when a message is not in the catalogue, then there is no key', () => {
    expect(messageKeyOf('Something nobody wrote')).toBeNull();
  });
});
