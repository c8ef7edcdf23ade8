import { keyedMessage } from './i18n/message-keys.ts';
import { listInWords } from './list-in-words.ts';

/**
 * What is in the food and what a child may eat (issue 13). The menu service stores a dish's
 * allergens and diet tags, identity stores a child's allergies and diets, ordering refuses the
 * match; all three (and the web app) read the lists and the rule from here.
 *
 * Values travel as the lower-case names below. Input is forgiving about spelling
 * ('Tree_Nuts', 'treeNuts', 'gluten free') because integrators write them by hand; anything
 * else is refused with a message that names the value.
 */

/** The nine major food allergens, in the order labels and badges show them. */
export const ALLERGENS = ['milk', 'eggs', 'fish', 'crustacean shellfish', 'tree nuts', 'peanuts', 'wheat', 'soybeans', 'sesame'] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIET_TAGS = ['vegetarian', 'vegan', 'halal', 'gluten-free', 'dairy-free'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

function words(value: string): string[] {
  return value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
}

/** The canonical allergen for a hand-written name, or null when it is none of the nine. */
export function toAllergen(value: string): Allergen | null {
  const name = words(value).join(' ');
  return (ALLERGENS as readonly string[]).includes(name) ? (name as Allergen) : null;
}

/** The canonical diet tag for a hand-written name, or null when it is none of the five. */
export function toDietTag(value: string): DietTag | null {
  const name = words(value).join('-');
  return (DIET_TAGS as readonly string[]).includes(name) ? (name as DietTag) : null;
}

export function unknownAllergenMessage(value: string): string {
  return keyedMessage('unknownAllergen', { value, list: ALLERGENS.join(', ') }, `Unknown allergen "${value}": use one of ${ALLERGENS.join(', ')}`);
}

export function unknownDietMessage(value: string): string {
  return keyedMessage('unknownDiet', { value, list: DIET_TAGS.join(', ') }, `Unknown diet "${value}": use one of ${DIET_TAGS.join(', ')}`);
}

/** The child's allergies that the dish contains, in the fixed order; empty means the child may eat it. */
export function allergenConflicts(childAllergies: readonly string[], dishAllergens: readonly string[]): Allergen[] {
  const dish = new Set(dishAllergens);
  return ALLERGENS.filter((allergen) => dish.has(allergen) && childAllergies.includes(allergen));
}

export { listInWords };

/** The toast title of an allergen refusal, over allergyRefusalMessage. */
export const ALLERGY_REFUSAL_TITLE = 'Not safe for this child';

/** What an allergen refusal (ALLERGEN_CONFLICT) is built from: whose child, which dish, which of its allergies. */
export interface AllergyRefusalValues {
  child: string;
  dish: string;
  allergens: Allergen[];
}

/** 'Maya is allergic to peanuts: Peanut Noodles contains peanuts.' */
export function allergyRefusalMessage(childName: string, menuItem: string, conflicts: readonly string[]): string {
  const allergens = listInWords(conflicts);
  return `${childName} is allergic to ${allergens}: ${menuItem} contains ${allergens}.`;
}

/** The child's diets the dish is not tagged with: a warning for the parent, never a refusal. */
export function unmetDiets(childDiets: readonly string[], dishTags: readonly string[]): DietTag[] {
  return DIET_TAGS.filter((diet) => childDiets.includes(diet) && !dishTags.includes(diet));
}

/** The codes of a cart lunch's warnings: DIET_UNMET, a dish not marked with a diet the child keeps. */
export const CART_LUNCH_WARNING_CODES = ['DIET_UNMET'] as const;
export type CartLunchWarningCode = (typeof CART_LUNCH_WARNING_CODES)[number];

/**
 * A warning about a lunch, as checkCartLunches answers it: a code and the values its sentence is
 * built from (whose child, which dish, the diets it is not marked with); each client writes it.
 */
export interface CartLunchWarning {
  code: CartLunchWarningCode;
  childId: number;
  child: string;
  dish: string;
  dietTags: DietTag[];
}

/** 'Veggie Pasta is not marked vegan, which Maya keeps.' */
export function dietWarningMessage(childName: string, menuItem: string, unmet: readonly string[]): string {
  return `${menuItem} is not marked ${listInWords(unmet)}, which ${childName} keeps.`;
}

/** A warning's English sentence, for the clients that answer in English only (the REST façade). */
export function cartLunchWarningMessage(warning: Pick<CartLunchWarning, 'child' | 'dish' | 'dietTags'>): string {
  return dietWarningMessage(warning.child, warning.dish, warning.dietTags);
}

/** The parent's weekly-menu filter: hide dishes with any of these allergens, show only dishes marked with all these diets. */
export interface MenuFilter {
  hideAllergens: string[];
  onlyDiets: string[];
}

export const NO_MENU_FILTER: MenuFilter = { hideAllergens: [], onlyDiets: [] };

/** A list of texts as saved, or nothing when it is anything else. */
function savedTexts(value: unknown): readonly unknown[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : [];
}

/**
 * A saved filter as read back (local storage): anything not on the lists is dropped, never trusted.
 * Read by hand rather than with a zod schema: the weekly menu is a first page, and its visitors
 * would download zod for this alone.
 */
export function readMenuFilter(saved: unknown): MenuFilter {
  if (typeof saved !== 'object' || saved === null) return NO_MENU_FILTER;
  const { hideAllergens, onlyDiets } = saved as { hideAllergens?: unknown; onlyDiets?: unknown };
  return {
    hideAllergens: ALLERGENS.filter((allergen) => savedTexts(hideAllergens).includes(allergen)),
    onlyDiets: DIET_TAGS.filter((diet) => savedTexts(onlyDiets).includes(diet)),
  };
}

/** True when the dish passes the filter: none of the hidden allergens, and every diet asked for. */
export function passesMenuFilter(dish: { allergens: readonly string[]; dietTags: readonly string[] }, filter: MenuFilter): boolean {
  return !filter.hideAllergens.some((allergen) => dish.allergens.includes(allergen)) && filter.onlyDiets.every((diet) => dish.dietTags.includes(diet));
}

/** 'Peanuts', 'Tree nuts', 'Gluten-free': how badges and check boxes name a value. */
export function allergenLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
