import { getI18n } from 'react-i18next';
import type { RefusalValuesByCode } from '@lunchbox/domain/order-refusals';
import { refusalText } from './i18n.ts';
import { allergyRefusalText } from './need-texts.ts';

/** A refusal's values as they came (GraphQL `extensions.values`): read, never trusted. */
export type SentValues = Readonly<Record<string, unknown>>;

export const sentText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
const text = sentText;

type Writer = (values: SentValues) => string | null;

/**
 * The refusals about a lunch that the web writes from their values, in every language (the English
 * catalogue's sentence is the server's, word for word); null when the values do not say enough, and
 * the refusal is then written from its code alone. The refusals that name a day (deadline, closed
 * day, dish off that day's menu) need the calendar, which '/' does not load: the cart, where they
 * are shown, writes them (checkout-refusal.ts).
 */
const WRITERS: { [Code in keyof RefusalValuesByCode]?: Writer } = {
  ALLERGEN_CONFLICT: (values) => {
    const child = text(values['child']);
    const dish = text(values['dish']);
    const allergens = texts(values['allergens']);
    return child && dish && allergens.length > 0 ? allergyRefusalText(child, dish, allergens) : null;
  },
  CHILD_NOT_FOUND: (values) => {
    const child = text(values['child']);
    return child ? getI18n().t('messages.childNotYours', { child }) : null;
  },
  ORDER_ALREADY_EXISTS: (values) => {
    const child = text(values['child']);
    const items = texts(values['items']);
    return child && items.length > 0 ? getI18n().t('messages.orderExistsFor', { child, items: items.join(', ') }) : null;
  },
};

/** A message of the catalogues written from the values it was built from (`extensions.messageKey`). */
function keyedText(messageKey: string | undefined, values: SentValues): string | null {
  const instance = getI18n();
  if (!messageKey?.startsWith('messages.') || !instance?.exists(messageKey)) return null;
  const shown = Object.entries(values).filter(([, value]) => typeof value === 'string' || typeof value === 'number');
  return instance.t(messageKey, Object.fromEntries(shown));
}

/**
 * A refusal the server sent, in the reader's words: written from its code and values when the web
 * knows how, else from its message's catalogue key and values, else from its code (refusalText),
 * else the server's message as it came.
 */
export function serverRefusalText(message: string, code: string | undefined, values: SentValues = {}, messageKey?: string): string {
  const write = code && Object.hasOwn(WRITERS, code) ? WRITERS[code as keyof RefusalValuesByCode] : undefined;
  return (getI18n() && write?.(values)) || keyedText(messageKey, values) || refusalText(message, code);
}
