import { z } from 'zod';
import { DIET_TAGS, toDietTag, type DietTag } from './allergens.ts';
import { fieldError, fieldPath, objectError } from './field-errors.ts';
import { WEEKDAYS, type Weekday } from './school-dates.ts';

/**
 * A child's standing order (issue 27 section 1): for each school weekday what to order every week,
 * as `GET /api/standing-orders` answers it and `PUT /api/standing-orders/{childId}` takes it. The
 * placement rule that turns it into next week's lunches is in standing-order-placement.ts.
 */

/**
 * What a weekday asks for: nothing (`skip`), the day's first active item (`first`), a dish by its
 * name when that day's menu has it (`item`), or the first item carrying a diet tag (`diet`).
 */
export const STANDING_ORDER_MODES = ['skip', 'first', 'item', 'diet'] as const;
export type StandingOrderMode = (typeof STANDING_ORDER_MODES)[number];

/** What is placed when the mode finds nothing the child may have: the day's first active item, or nothing. */
export const STANDING_ORDER_FALLBACKS = ['first', 'skip'] as const;
export type StandingOrderFallback = (typeof STANDING_ORDER_FALLBACKS)[number];

/** A dish is named as the menu names it (menu-schemas allows 200 characters). */
export const STANDING_DISH_MAX = 200;

export interface StandingOrderDay {
  mode: StandingOrderMode;
  /** With mode `item` only: the dish's name, matched on the day's menu whatever its case and surrounding spaces. */
  dish?: string;
  /** With mode `diet` only. */
  dietTag?: DietTag;
  fallback: StandingOrderFallback;
}

/** The pattern of one child, every weekday present (a weekday the parent left out is `skip`). */
export interface StandingOrder {
  /** While false nothing is placed and the child counts as not covered. */
  active: boolean;
  days: Record<Weekday, StandingOrderDay>;
}

/** A weekday the parent did not set. */
export const SKIPPED_DAY: StandingOrderDay = { mode: 'skip', fallback: 'skip' };

/** A child without a stored pattern reads as this one. */
export const NO_STANDING_ORDER: StandingOrder = {
  active: false,
  days: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, SKIPPED_DAY])) as Record<Weekday, StandingOrderDay>,
};

const MODES_TEXT = STANDING_ORDER_MODES.join(', ');
const WEEKDAYS_TEXT = `${WEEKDAYS.slice(0, -1).join(', ')} or ${WEEKDAYS[WEEKDAYS.length - 1]}`;

/** 'days.Funday is not a school weekday: use Monday, Tuesday, Wednesday, Thursday or Friday'. */
export function notAWeekdayMessage(field: string): string {
  return `${field} is not a school weekday: use ${WEEKDAYS_TEXT}`;
}

/** A field a mode needs: '{field} is required when mode is {mode}' when missing, else `invalid`. */
function requiredFor(mode: StandingOrderMode, invalid: string) {
  return (issue: z.core.$ZodRawIssue): string =>
    issue.input === undefined ? `${fieldPath(issue.path)} is required when mode is ${mode}` : `${fieldPath(issue.path)} ${invalid}`;
}

const DISH_TEXT = `must be the name of a dish, at most ${STANDING_DISH_MAX} characters`;
const DIET_TEXT = `must be one of: ${DIET_TAGS.join(', ')}`;

function dishField(error: (issue: z.core.$ZodRawIssue) => string) {
  return z.string({ error }).trim().min(1, { error }).max(STANDING_DISH_MAX, { error });
}

/** A diet tag as the allergen lists take it ('Gluten free' is 'gluten-free'); anything else is refused. */
function dietTagField(error: (issue: z.core.$ZodRawIssue) => string) {
  return z
    .string({ error })
    .refine((text) => toDietTag(text) !== null, { error })
    .transform((text) => toDietTag(text) as DietTag);
}

const fallbackField = z.enum(STANDING_ORDER_FALLBACKS, { error: fieldError(`must be one of: ${STANDING_ORDER_FALLBACKS.join(', ')}`) }).default('skip');

/**
 * One weekday of each mode. The other mode's field may come along (a form keeps what the parent typed
 * before switching modes) and is checked but not kept: a day holds only what its mode reads.
 */
function dayOf<M extends StandingOrderMode, S extends z.core.$ZodLooseShape>(mode: M, own: S) {
  return z.strictObject(
    {
      mode: z.literal(mode),
      dish: dishField(fieldError(DISH_TEXT)).optional(),
      dietTag: dietTagField(fieldError(DIET_TEXT)).optional(),
      fallback: fallbackField,
      ...own,
    },
    { error: objectError() },
  );
}

const standingOrderDaySchema = z
  .discriminatedUnion(
    'mode',
    [
      dayOf('skip', {}),
      dayOf('first', {}),
      dayOf('item', { dish: dishField(requiredFor('item', DISH_TEXT)) }),
      dayOf('diet', { dietTag: dietTagField(requiredFor('diet', DIET_TEXT)) }),
    ],
    {
      error: (issue) => {
        if (issue.code !== 'invalid_union') return `${fieldPath(issue.path)} must be an object`;
        const path = issue.path ?? [];
        const field = path[path.length - 1] === 'mode' ? fieldPath(path) : fieldPath(path, 'mode');
        return `${field} must be one of: ${MODES_TEXT}`;
      },
    },
  )
  .transform(({ mode, dish, dietTag, fallback }): StandingOrderDay => {
    if (mode === 'item' && dish !== undefined) return { mode, dish, fallback };
    if (mode === 'diet' && dietTag !== undefined) return { mode, dietTag, fallback };
    return { mode, fallback };
  });

const daysSchema = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, standingOrderDaySchema.optional()])) as Record<
      Weekday,
      z.ZodOptional<typeof standingOrderDaySchema>
    >,
    {
      error: objectError(notAWeekdayMessage),
    },
  )
  .transform((days) => Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, days[weekday] ?? { ...SKIPPED_DAY }])) as Record<Weekday, StandingOrderDay>);

/**
 * The body of `PUT /api/standing-orders/{childId}` (and the "Every week" form): `active` and the
 * weekdays Monday to Friday, each optional. Every refusal names its field: 'days.Funday is not a
 * school weekday: …', 'days.Monday.mode must be one of: skip, first, item, diet',
 * 'days.Tuesday.dish is required when mode is item', 'Unknown field: paused'.
 */
export const standingOrderSchema = z.strictObject(
  {
    active: z.boolean({ error: fieldError('must be true or false') }),
    days: daysSchema.prefault({}),
  },
  { error: objectError() },
);
export type StandingOrderInput = z.input<typeof standingOrderSchema>;
