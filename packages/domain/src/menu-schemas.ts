import { keyedMessage } from './i18n/message-keys.ts';
import { z } from 'zod';
import { allergenListSchema, dietListSchema } from './allergens-schemas.ts';
import { centsToDecimalString, formatCents, parseCents } from './money.ts';
import { addDays, isIsoDate, weekdayName, WEEKDAYS, type Weekday } from './school-dates.ts';
import { blankAs, requiredText } from './text-fields.ts';

/**
 * The menu forms of admin-area.md section 5 and what the menu service accepts.
 *
 * `menuItemFormSchema` is the single-item form exactly as the spec has it (price is text, not
 * checked as a number). The service is stricter: `menuItemWriteSchema` and `menuItemPatchSchema`
 * also require real dates, an end not before the start, and a valid price, and bound every text,
 * so bad input is a clear 400 and never a 500 or a corrupt row.
 */

export const MENU_ITEM_MAX_LENGTHS = { menuItem: 200, description: 1000, calories: 50, imageUrl: 2048 } as const;

/** The highest price a menu item may have; anything above is a typing slip. */
export const MAX_PRICE_CENTS = 1_000_000;

export const MENU_MESSAGES = {
  weekStartRequired: 'Week start date is required',
  weekEndRequired: 'Week end date is required',
  dayOfWeekRequired: 'Day of week is required',
  menuItemRequired: 'Menu item name is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  weekStartFormat: 'Week start date must be a date in the form YYYY-MM-DD',
  weekEndFormat: 'Week end date must be a date in the form YYYY-MM-DD',
  weekEndBeforeStart: 'Week end date must not be before the week start date',
  priceFormat: 'Price must be an amount in dollars with at most 2 decimals, such as 7.50',
  priceTooHigh: keyedMessage('priceTooHigh', { max: formatCents(MAX_PRICE_CENTS) }, `Price must be at most ${formatCents(MAX_PRICE_CENTS)}`),
  imageUrl: 'Image URL must be a web address starting with http:// or https://, or a path starting with /',
  atLeastOneDay: 'Enter a menu item for at least one day',
  menuItemTooLong: keyedMessage(
    'menuItemTooLong',
    { max: MENU_ITEM_MAX_LENGTHS.menuItem },
    `Menu item name must be at most ${MENU_ITEM_MAX_LENGTHS.menuItem} characters`,
  ),
  descriptionTooLong: keyedMessage(
    'descriptionTooLong',
    { max: MENU_ITEM_MAX_LENGTHS.description },
    `Description must be at most ${MENU_ITEM_MAX_LENGTHS.description} characters`,
  ),
  caloriesTooLong: keyedMessage('caloriesTooLong', { max: MENU_ITEM_MAX_LENGTHS.calories }, `Calories must be at most ${MENU_ITEM_MAX_LENGTHS.calories} characters`),
  imageUrlTooLong: keyedMessage('imageUrlTooLong', { max: MENU_ITEM_MAX_LENGTHS.imageUrl }, `Image URL must be at most ${MENU_ITEM_MAX_LENGTHS.imageUrl} characters`),
} as const;

/** The optional nutrition facts besides calories: grams, and sodium in milligrams (issue 13). */
export const NUTRITION_FACTS = [
  { key: 'protein', label: 'Protein', unit: 'g', max: 1000 },
  { key: 'carbohydrates', label: 'Carbohydrates', unit: 'g', max: 1000 },
  { key: 'fat', label: 'Fat', unit: 'g', max: 1000 },
  { key: 'sodium', label: 'Sodium', unit: 'mg', max: 100_000 },
] as const;
export type NutritionKey = (typeof NUTRITION_FACTS)[number]['key'];
export type Nutrition = Record<NutritionKey, number | null>;

export const NO_NUTRITION: Nutrition = { protein: null, carbohydrates: null, fat: null, sodium: null };

export function nutritionMessage(label: string, unit: string, max: number): string {
  return keyedMessage(`${label.toLowerCase()}Range`, { max }, `${label} must be a number of ${unit === 'g' ? 'grams' : 'milligrams'} from 0 to ${max}`);
}

function nutritionFact({ label, unit, max }: (typeof NUTRITION_FACTS)[number]) {
  const message = nutritionMessage(label, unit, max);
  return z.number({ error: message }).min(0, message).max(max, message).nullable().optional();
}

/** Nutrition as sent: any fact left out or null is unknown; the rest must be sensible amounts. */
export const nutritionSchema = z
  .object({
    protein: nutritionFact(NUTRITION_FACTS[0]),
    carbohydrates: nutritionFact(NUTRITION_FACTS[1]),
    fat: nutritionFact(NUTRITION_FACTS[2]),
    sodium: nutritionFact(NUTRITION_FACTS[3]),
  })
  .transform((value): Nutrition => ({
    protein: value.protein ?? null,
    carbohydrates: value.carbohydrates ?? null,
    fat: value.fat ?? null,
    sodium: value.sodium ?? null,
  }));

/** The week range must hold a day with the item's weekday, or the item would never be served. */
export function weekRangeHasDay(weekStartDate: string, weekEndDate: string, dayOfWeek: string): boolean {
  for (let date = weekStartDate, steps = 0; date <= weekEndDate && steps < 7; date = addDays(date, 1), steps += 1) {
    if (weekdayName(date) === dayOfWeek) return true;
  }
  return false;
}

export function weekRangeMissingDayMessage(dayOfWeek: string): string {
  return keyedMessage('weekMissingDay', { day: dayOfWeek }, `The week from the start date to the end date has no ${dayOfWeek}`);
}

/** An http(s) address, or a path on this site ('/images/pizza.jpg'); empty means no image. */
export function isImageUrl(text: string): boolean {
  if (text === '') return true;
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const dayOfWeekField = z.enum(WEEKDAYS, { error: MENU_MESSAGES.dayOfWeekRequired });
const menuItemField = requiredText(MENU_MESSAGES.menuItemRequired).max(MENU_ITEM_MAX_LENGTHS.menuItem, MENU_MESSAGES.menuItemTooLong);
const descriptionField = requiredText(MENU_MESSAGES.descriptionRequired).max(MENU_ITEM_MAX_LENGTHS.description, MENU_MESSAGES.descriptionTooLong);
const caloriesText = z.string().trim().max(MENU_ITEM_MAX_LENGTHS.calories, MENU_MESSAGES.caloriesTooLong);
const imageUrlText = z.string().trim().max(MENU_ITEM_MAX_LENGTHS.imageUrl, MENU_MESSAGES.imageUrlTooLong).refine(isImageUrl, MENU_MESSAGES.imageUrl);

/** A nutrition fact as typed in the admin form: blank is not given, otherwise an amount in range. */
function nutritionText(fact: (typeof NUTRITION_FACTS)[number]) {
  const message = nutritionMessage(fact.label, fact.unit, fact.max);
  return z
    .string()
    .trim()
    .refine((text) => text === '' || (Number.isFinite(Number(text)) && Number(text) >= 0 && Number(text) <= fact.max), message)
    .transform((text) => (text === '' ? null : Number(text)));
}

/** The admin form's nutrition fields, typed as text; the output is the service's Nutrition. */
export const nutritionFormSchema = z.object({
  protein: nutritionText(NUTRITION_FACTS[0]),
  carbohydrates: nutritionText(NUTRITION_FACTS[1]),
  fat: nutritionText(NUTRITION_FACTS[2]),
  sodium: nutritionText(NUTRITION_FACTS[3]),
});

/** The nutrition fields of the admin form for stored facts ('' for a fact not given). */
export function nutritionFormValues(nutrition: Nutrition): z.input<typeof nutritionFormSchema> {
  const text = (amount: number | null) => (amount === null ? '' : String(amount));
  return { protein: text(nutrition.protein), carbohydrates: text(nutrition.carbohydrates), fat: text(nutrition.fat), sodium: text(nutrition.sodium) };
}

/** The single-item 'Set Menu' form, validated on change (admin-area.md section 5), with what is in the dish (issue 13). */
export const menuItemFormSchema = z.object({
  weekStartDate: requiredText(MENU_MESSAGES.weekStartRequired),
  weekEndDate: requiredText(MENU_MESSAGES.weekEndRequired),
  dayOfWeek: dayOfWeekField,
  menuItem: menuItemField,
  description: descriptionField,
  price: requiredText(MENU_MESSAGES.priceRequired),
  calories: caloriesText.optional(),
  imageUrl: imageUrlText.optional(),
  allergens: allergenListSchema.optional().default([]),
  dietTags: dietListSchema.optional().default([]),
  nutrition: nutritionFormSchema.optional().transform((value) => value ?? NO_NUTRITION),
});
export type MenuItemFormInput = z.input<typeof menuItemFormSchema>;
export type MenuItemFormValues = z.output<typeof menuItemFormSchema>;

function isoDateField(requiredMessage: string, formatMessage: string) {
  return requiredText(requiredMessage).refine(isIsoDate, formatMessage);
}

/** A price as text or number, checked and normalised to two-decimal text ('7.5' → '7.50'). */
const priceField = z.union([z.string(), z.number()], { error: MENU_MESSAGES.priceRequired }).transform((value, ctx) => {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') {
    ctx.issues.push({ code: 'custom', message: MENU_MESSAGES.priceRequired, input: value });
    return z.NEVER;
  }
  const cents = parseCents(text);
  if (cents === null) {
    ctx.issues.push({ code: 'custom', message: MENU_MESSAGES.priceFormat, input: value });
    return z.NEVER;
  }
  if (cents > MAX_PRICE_CENTS) {
    ctx.issues.push({ code: 'custom', message: MENU_MESSAGES.priceTooHigh, input: value });
    return z.NEVER;
  }
  return centsToDecimalString(cents);
});

const writeFields = {
  weekStartDate: isoDateField(MENU_MESSAGES.weekStartRequired, MENU_MESSAGES.weekStartFormat),
  weekEndDate: isoDateField(MENU_MESSAGES.weekEndRequired, MENU_MESSAGES.weekEndFormat),
  dayOfWeek: dayOfWeekField,
  menuItem: menuItemField,
  description: descriptionField,
  price: priceField,
  calories: blankAs(caloriesText, null),
  imageUrl: blankAs(imageUrlText, null),
  allergens: allergenListSchema.optional().default([]),
  dietTags: dietListSchema.optional().default([]),
  nutrition: nutritionSchema
    .nullable()
    .optional()
    .transform((value) => value ?? NO_NUTRITION),
};

interface WeekRangeFields {
  weekStartDate?: string | undefined;
  weekEndDate?: string | undefined;
  dayOfWeek?: string | undefined;
}

function isWeekday(day: unknown): day is Weekday {
  return (WEEKDAYS as readonly unknown[]).includes(day);
}

function checkWeekRange(value: WeekRangeFields, ctx: z.RefinementCtx): void {
  const { weekStartDate, weekEndDate, dayOfWeek } = value;
  // Zod runs object checks even after a field's own refinement failed; only compare real dates.
  if (!isIsoDate(weekStartDate) || !isIsoDate(weekEndDate)) return;
  if (weekEndDate < weekStartDate) {
    ctx.addIssue({ code: 'custom', message: MENU_MESSAGES.weekEndBeforeStart, path: ['weekEndDate'] });
    return;
  }
  if (isWeekday(dayOfWeek) && !weekRangeHasDay(weekStartDate, weekEndDate, dayOfWeek)) {
    ctx.addIssue({ code: 'custom', message: weekRangeMissingDayMessage(dayOfWeek), path: ['weekEndDate'] });
  }
}

/**
 * What `POST /api/weekly-menu` accepts: the form's rules plus real 'YYYY-MM-DD' dates, end not
 * before start, a range that holds the weekday, and a valid price of at most $10000.00. Output: price as
 * two-decimal text, priceCents, calories and imageUrl as null when blank, isActive (default true),
 * allergens and dietTags canonical (default none; an unknown name is refused naming it), nutrition.
 */
export const menuItemWriteSchema = z
  .object({ ...writeFields, isActive: z.boolean().optional().default(true) })
  .superRefine(checkWeekRange)
  .transform((value) => ({ ...value, priceCents: parseCents(value.price) as number }));
export type MenuItemWriteInput = z.input<typeof menuItemWriteSchema>;
export type MenuItemWrite = z.output<typeof menuItemWriteSchema>;

/**
 * What `PATCH /api/weekly-menu/{id}` accepts: any of the fields (same rules), `isActive`, and
 * `calories` or `imageUrl` null to clear them. Unknown fields (an id, createdAt) are dropped. The
 * dates are checked against each other only when both are sent; the service should re-check the
 * merged item with `menuItemWriteSchema`.
 */
export const menuItemPatchSchema = z
  .object({
    weekStartDate: writeFields.weekStartDate.optional(),
    weekEndDate: writeFields.weekEndDate.optional(),
    dayOfWeek: dayOfWeekField.optional(),
    menuItem: menuItemField.optional(),
    description: descriptionField.optional(),
    price: priceField.optional(),
    calories: z
      .union([caloriesText, z.null()])
      .optional()
      .transform((value) => (value === '' ? null : value)),
    imageUrl: z
      .union([imageUrlText, z.null()])
      .optional()
      .transform((value) => (value === '' ? null : value)),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    allergens: allergenListSchema.optional(),
    dietTags: dietListSchema.optional(),
    /** The whole set of facts: what is left out or null is cleared. */
    nutrition: nutritionSchema
      .nullable()
      .optional()
      .transform((value) => (value === null ? NO_NUTRITION : value)),
  })
  .superRefine(checkWeekRange)
  .transform((value) => {
    const patch: typeof value & { priceCents?: number } = { ...value };
    for (const key of Object.keys(patch) as (keyof typeof patch)[]) if (patch[key] === undefined) delete patch[key];
    if (patch.price !== undefined) patch.priceCents = parseCents(patch.price) as number;
    return patch;
  });
export type MenuItemPatchInput = z.input<typeof menuItemPatchSchema>;
export type MenuItemPatch = z.output<typeof menuItemPatchSchema>;

const weeklyDayFields = z.object({
  menuItem: z.string().trim().max(MENU_ITEM_MAX_LENGTHS.menuItem, MENU_MESSAGES.menuItemTooLong).default(''),
  description: z.string().trim().max(MENU_ITEM_MAX_LENGTHS.description, MENU_MESSAGES.descriptionTooLong).default(''),
  price: z.string().trim().default(''),
  calories: caloriesText.default(''),
  imageUrl: imageUrlText.default(''),
  // What is in the day's dish (issue 13), the same fields as the single-item form.
  allergens: menuItemFormSchema.shape.allergens,
  dietTags: menuItemFormSchema.shape.dietTags,
  nutrition: menuItemFormSchema.shape.nutrition,
});
export type WeeklyMenuDayInput = z.input<typeof weeklyDayFields>;

/** A dish's fields as Set Menu and each day of Set Weekly Menu start them: blank, nothing listed. */
export function emptyDishForm() {
  return {
    menuItem: '',
    description: '',
    price: '',
    calories: '',
    imageUrl: '',
    allergens: [] as string[],
    dietTags: [] as string[],
    nutrition: nutritionFormValues(NO_NUTRITION),
  };
}

/**
 * The 'Set Weekly Menu' dialog (admin-area.md section 5): one start and end date and five day
 * entries. A day whose menuItem is blank is skipped; a filled day needs a description and a price
 * like the single-item form; at least one day must be filled. Set weekEndDate to `weekEndDateFor`
 * (start + 4) when the start changes; it may then be edited.
 */
export const weeklyMenuFormSchema = z
  .object({
    weekStartDate: requiredText(MENU_MESSAGES.weekStartRequired),
    weekEndDate: requiredText(MENU_MESSAGES.weekEndRequired),
    days: z.object({
      Monday: weeklyDayFields,
      Tuesday: weeklyDayFields,
      Wednesday: weeklyDayFields,
      Thursday: weeklyDayFields,
      Friday: weeklyDayFields,
    }),
  })
  .superRefine((value, ctx) => {
    const filled = WEEKDAYS.filter((day) => value.days[day].menuItem !== '');
    if (filled.length === 0) ctx.addIssue({ code: 'custom', message: MENU_MESSAGES.atLeastOneDay, path: ['days'] });
    for (const day of filled) {
      if (value.days[day].description === '') {
        ctx.addIssue({ code: 'custom', message: MENU_MESSAGES.descriptionRequired, path: ['days', day, 'description'] });
      }
      if (value.days[day].price === '') {
        ctx.addIssue({ code: 'custom', message: MENU_MESSAGES.priceRequired, path: ['days', day, 'price'] });
      }
    }
  });
export type WeeklyMenuFormInput = z.input<typeof weeklyMenuFormSchema>;
export type WeeklyMenuFormValues = z.output<typeof weeklyMenuFormSchema>;

/** The menu items the weekly dialog creates, one per filled day, in weekday order (each is one POST). */
export function weeklyMenuToItems(values: WeeklyMenuFormValues): (MenuItemFormValues & { dayOfWeek: Weekday })[] {
  return WEEKDAYS.filter((day) => values.days[day].menuItem !== '').map((dayOfWeek) => {
    const day = values.days[dayOfWeek];
    return {
      weekStartDate: values.weekStartDate,
      weekEndDate: values.weekEndDate,
      dayOfWeek,
      menuItem: day.menuItem,
      description: day.description,
      price: day.price,
      calories: day.calories,
      imageUrl: day.imageUrl,
      allergens: day.allergens,
      dietTags: day.dietTags,
      nutrition: day.nutrition,
    };
  });
}
