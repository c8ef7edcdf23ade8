import { ALLERGY_REFUSAL_TITLE, type Allergen, allergyRefusalMessage, type AllergyRefusalValues } from './allergens.ts';
import { keyedMessage } from './i18n/message-keys.ts';
import { ADD_TO_CART_MESSAGES, orderExistsMessage } from './order-cart.ts';
import { closedDayMessage, ORDER_DEADLINE_PASSED_TITLE, orderDeadlineMessage } from './order-rules.ts';
import { noServiceLabel } from './school-closures.ts';
import type { SchoolClock } from './school-deadline.ts';
import { formatWeekdayMonthDay } from './school-dates.ts';

/**
 * What the ordering service answers when it refuses a lunch at checkout. Each refusal starts with
 * the spec's toast title (parent-app.md sections 5 and 8) and goes on to say which lunch it is, so
 * one line is enough for the cart's error toast. The deadline refusal is `checkOrderDeadline`'s own
 * message and lives in order-rules.ts.
 *
 * The English message is the REST face's text; beside it each refusal carries the values it was
 * built from (GraphQL `extensions.values`, below by code), from which the web writes its own words.
 */

/** The values of each refusal about a lunch, by its code; dates are school dates (YYYY-MM-DD). */
export interface RefusalValuesByCode {
  ORDER_DEADLINE_PASSED: { date: string };
  CHILD_NOT_FOUND: { child: string };
  DAY_CLOSED: { date: string; reason: string | null };
  ITEM_NOT_ON_MENU: { item: string | null; date: string };
  /** Without a child or items when the database's unique constraint refused a race. */
  ORDER_ALREADY_EXISTS: { child: string | null; items: string[] };
  ALLERGEN_CONFLICT: AllergyRefusalValues;
}
export type LunchRefusalCode = keyof RefusalValuesByCode;

/** The menu picker's text for a day with no menu (parent-app.md section 2). */
export const NO_MENU_AVAILABLE = 'No menu available';

/** 'No menu available: Veggie Pasta is not on the menu for Monday, November 23.' */
export function notOnMenuMessage(menuItem: string | null | undefined, lunchDate: string): string {
  const what = menuItem?.trim() ? menuItem.trim() : 'This item';
  return `${NO_MENU_AVAILABLE}: ${what} is not on the menu for ${formatWeekdayMonthDay(lunchDate)}.`;
}

/** 'Child selection required: Ana is not one of your children.' */
export function childNotYoursMessage(childName: string): string {
  return keyedMessage('childNotYours', { child: childName }, `${ADD_TO_CART_MESSAGES.childRequired}: ${childName} is not one of your children.`);
}

/** 'Order Already Exists: You have already placed an order for Ana: Veggie Pasta. You cannot add duplicate orders.' */
export function orderAlreadyExistsMessage(childName?: string, items: readonly string[] = []): string {
  if (!childName || items.length === 0) return `${ADD_TO_CART_MESSAGES.orderExistsTitle}: You cannot add duplicate orders.`;
  const english = `${ADD_TO_CART_MESSAGES.orderExistsTitle}: ${orderExistsMessage(childName, items)}`;
  return keyedMessage('orderExistsFor', { child: childName, items: items.join(', ') }, english);
}

/** A refused lunch as the domain words it: its code, the English message (the REST text), the spec's toast title, its values. */
export interface LunchRefusal<Code extends LunchRefusalCode = LunchRefusalCode> {
  code: Code;
  message: string;
  title: string;
  values: RefusalValuesByCode[Code];
}

/** Each refusal about a lunch at checkout, built in one place from the values it names. */
export const lunchRefusal = {
  deadlinePassed: (date: string, school: SchoolClock): LunchRefusal<'ORDER_DEADLINE_PASSED'> => ({
    code: 'ORDER_DEADLINE_PASSED',
    message: orderDeadlineMessage(date, school),
    title: ORDER_DEADLINE_PASSED_TITLE,
    values: { date },
  }),
  childNotYours: (child: string): LunchRefusal<'CHILD_NOT_FOUND'> => ({
    code: 'CHILD_NOT_FOUND',
    message: childNotYoursMessage(child),
    title: ADD_TO_CART_MESSAGES.childRequired,
    values: { child },
  }),
  dayClosed: (date: string, reason: string | null): LunchRefusal<'DAY_CLOSED'> => ({
    code: 'DAY_CLOSED',
    message: closedDayMessage(date, reason),
    title: noServiceLabel(reason),
    values: { date, reason },
  }),
  notOnMenu: (item: string | null | undefined, date: string): LunchRefusal<'ITEM_NOT_ON_MENU'> => ({
    code: 'ITEM_NOT_ON_MENU',
    message: notOnMenuMessage(item, date),
    title: NO_MENU_AVAILABLE,
    values: { item: item?.trim() || null, date },
  }),
  /** The dish contains allergies of the child (issue 13): at add to cart and at checkout. */
  allergic: (child: string, dish: string, allergens: Allergen[]): LunchRefusal<'ALLERGEN_CONFLICT'> => ({
    code: 'ALLERGEN_CONFLICT',
    message: allergyRefusalMessage(child, dish, allergens),
    title: ALLERGY_REFUSAL_TITLE,
    values: { child, dish, allergens },
  }),
  /** Without a child or items when the database's unique constraint refused a race. */
  alreadyOrdered: (child?: string, items: readonly string[] = []): LunchRefusal<'ORDER_ALREADY_EXISTS'> => ({
    code: 'ORDER_ALREADY_EXISTS',
    message: orderAlreadyExistsMessage(child, items),
    title: ADD_TO_CART_MESSAGES.orderExistsTitle,
    values: { child: child ?? null, items: [...items] },
  }),
};
