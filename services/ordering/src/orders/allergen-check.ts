import { z } from 'zod';
import { allergenConflicts, type CartLunchWarning, unmetDiets } from '@lunchbox/domain/allergens';
import { CONFIRMED_DIET_TITLE, confirmedDietConflicts, confirmedDietRefusalMessage } from '@lunchbox/domain/confirmed-diets';
import { lunchRefusal } from '@lunchbox/domain/order-refusals';
import { cartItemSchema, MAX_CHECKOUT_LUNCHES, ORDER_MESSAGES } from '@lunchbox/domain/order-schemas';
import { findOwnChild } from '@lunchbox/domain/order-rules';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import { AppError } from '@lunchbox/kit/errors/app-error';
import type { KnownChildRow, KnownMenuItemRow } from '../db/schema.ts';
import { childrenOfUser } from '../read-models/children.ts';
import { menuItemsByIds } from '../read-models/menu-items.ts';

/** What the allergen match needs of a lunch: whose child, which dish, and the cart's id for it. */
export interface LunchToMatch {
  cartItemId?: string | undefined;
  childId?: number | undefined;
  childName: string;
  menuItemId: number;
  /** The lunch's date: an approved medical diet holds for lunches up to its validUntil. */
  lunchDate?: string | undefined;
}

/** What the match reads of a dish: its name, what it contains and the diets it suits. */
export type DishToMatch = Pick<KnownMenuItemRow, 'itemId' | 'menuItem' | 'allergens' | 'dietTags' | 'deleted'>;

/**
 * Refuses the first lunch whose dish contains one of its child's allergies (ALLERGEN_CONFLICT with
 * the domain's message, the values it was built from, the cart item's id and its place in the
 * cart); answers the diet warnings of the rest, which never refuse, as codes and values. A lunch whose child or dish this service does not know is left to
 * the other checks, which refuse it with their own message.
 */
export async function assertNoAllergenConflict(db: Database, userId: number, lunches: readonly LunchToMatch[]): Promise<CartLunchWarning[]> {
  const [children, dishes] = await Promise.all([childrenOfUser(db, userId), menuItemsByIds(db, [...new Set(lunches.map((lunch) => lunch.menuItemId))])]);
  return matchAllergens(children, dishes, lunches);
}

/**
 * The same match over children and dishes already read (checkout reads them for its other rules);
 * a dish not among them, such as one no longer served on that day, is read by id, as the menu knew it.
 */
export async function assertNoAllergenConflictAmong(
  db: Database,
  children: KnownChildRow[],
  knownDishes: readonly DishToMatch[],
  lunches: readonly LunchToMatch[],
): Promise<CartLunchWarning[]> {
  const known = new Set(knownDishes.map((dish) => dish.itemId));
  const missing = [...new Set(lunches.map((lunch) => lunch.menuItemId))].filter((id) => !known.has(id));
  const dishes = missing.length === 0 ? knownDishes : [...knownDishes, ...(await menuItemsByIds(db, missing))];
  return matchAllergens(children, dishes, lunches);
}

function matchAllergens(children: KnownChildRow[], dishList: readonly DishToMatch[], lunches: readonly LunchToMatch[]): CartLunchWarning[] {
  const dishes = new Map(dishList.map((dish) => [dish.itemId, dish]));
  // One warning a child and dish, however many of the cart's days serve it.
  const warnings = new Map<string, CartLunchWarning>();
  for (const [lunchIndex, lunch] of lunches.entries()) {
    const child = findOwnChild(children, lunch);
    const dish = dishes.get(lunch.menuItemId);
    if (!child || !dish || dish.deleted) continue;
    // The school's approved diet first: its refusal says the diet is a confirmed medical one.
    const medical = confirmedDietConflicts(child.confirmedDiets, dish, lunch.lunchDate);
    if (medical.length > 0) {
      throw new AppError('CONFIRMED_DIET_CONFLICT', confirmedDietRefusalMessage(child.name, dish.menuItem, medical), {
        details: { title: CONFIRMED_DIET_TITLE, lunchIndex, cartItemId: lunch.cartItemId },
        values: { child: child.name, dish: dish.menuItem, conflicts: medical },
      });
    }
    const conflicts = allergenConflicts(child.allergies, dish.allergens);
    if (conflicts.length > 0) {
      const refusal = lunchRefusal.allergic(child.name, dish.menuItem, conflicts);
      throw new AppError(refusal.code, refusal.message, {
        details: { title: refusal.title, lunchIndex, cartItemId: lunch.cartItemId },
        values: { ...refusal.values },
      });
    }
    const unmet = unmetDiets(child.diets, dish.dietTags);
    const key = JSON.stringify([child.childId, dish.menuItem, unmet]);
    if (unmet.length > 0 && !warnings.has(key)) {
      warnings.set(key, { code: 'DIET_UNMET', childId: child.childId, child: child.name, dish: dish.menuItem, dietTags: unmet });
    }
  }
  return [...warnings.values()];
}

const NO_LUNCHES = 'Choose at least one lunch to add';
const cartCheckSchema = z
  .array(cartItemSchema.pick({ id: true, childId: true, childName: true, weeklyMenuItemIds: true }), { error: NO_LUNCHES })
  .min(1, NO_LUNCHES)
  .max(MAX_CHECKOUT_LUNCHES, ORDER_MESSAGES.tooManyLunches);

/**
 * Add to cart asks the server before the lunches go into the browser's cart (issue 13): the same
 * allergen match as checkout, so a refused dish never reaches the cart. Answers the diet warnings.
 */
export async function checkCartLunches(db: Database, caller: Caller | null, rawItems: unknown): Promise<CartLunchWarning[]> {
  const parent = requireCaller(caller);
  const items = cartCheckSchema.parse(rawItems);
  return assertNoAllergenConflict(
    db,
    parent.userId,
    items.map((item) => ({ cartItemId: item.id, childId: item.childId, childName: item.childName, menuItemId: item.weeklyMenuItemIds[0]! })),
  );
}
