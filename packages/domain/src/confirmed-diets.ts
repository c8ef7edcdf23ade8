import { ALLERGENS, DIET_TAGS, listInWords } from './allergens.ts';
import { keyedMessage } from './i18n/message-keys.ts';

/**
 * A medical diet the school approved (issue 32), as ordering keeps it per child: the allergens the
 * child must not be served and the diets every dish must be marked with, for lunches up to validUntil.
 */
export interface ConfirmedDietEntry {
  allergens: readonly string[];
  diets: readonly string[];
  validUntil: string;
}

export const CONFIRMED_DIET_TITLE = 'Medical diet (approved)';

/**
 * What of the dish breaks the child's approved medical diets in force on `lunchDate` (every
 * approval still listed, without a date): its allergens the diet forbids, then the diets it is not
 * marked with. Empty means the approved diet allows it.
 */
export function confirmedDietConflicts(
  confirmed: readonly ConfirmedDietEntry[],
  dish: { allergens: readonly string[]; dietTags: readonly string[] },
  lunchDate?: string,
): string[] {
  const inForce = confirmed.filter((entry) => lunchDate === undefined || lunchDate <= entry.validUntil);
  const allergens = new Set(inForce.flatMap((entry) => entry.allergens));
  const diets = new Set(inForce.flatMap((entry) => entry.diets));
  return [
    ...ALLERGENS.filter((allergen) => allergens.has(allergen) && dish.allergens.includes(allergen)),
    ...DIET_TAGS.filter((diet) => diets.has(diet) && !dish.dietTags.includes(diet)),
  ];
}

/** The approved restrictions in force on a date: what labels and the kitchen mark as "medical diet (approved)". */
export function confirmedRestrictionsOn(confirmed: readonly ConfirmedDietEntry[], lunchDate: string): string[] {
  const inForce = confirmed.filter((entry) => lunchDate <= entry.validUntil);
  const names = new Set(inForce.flatMap((entry) => [...entry.allergens, ...entry.diets]));
  return [...ALLERGENS, ...DIET_TAGS].filter((name) => names.has(name));
}

/** 'Maya has a medical diet approved by the school: Peanut Noodles breaks it (peanuts).' */
export function confirmedDietRefusalMessage(childName: string, menuItem: string, conflicts: readonly string[]): string {
  const restrictions = listInWords(conflicts);
  const english = `${childName} has a medical diet approved by the school: ${menuItem} breaks it (${restrictions}).`;
  return keyedMessage('confirmedDietRefusal', { child: childName, dish: menuItem, restrictions }, english);
}
