import { ALLERGENS, allergenConflicts } from '@lunchbox/domain/allergens';
import type { EventData } from '@lunchbox/contracts/events';
import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import type { LunchOrderRow } from '../db/schema.ts';
import { saveMenuItem, storedAllergensForUpdate } from '../read-models/menu-items.ts';
import { setAllergenCheck, upcomingLunchesOfDishFor } from './order-repository.ts';

/** The allergens in `next` that `previous` did not have, in the fixed order. */
export function addedAllergens(previous: readonly string[], next: readonly string[]): string[] {
  return ALLERGENS.filter((allergen) => next.includes(allergen) && !previous.includes(allergen));
}

/**
 * A dish gained allergens after lunches of it were ordered (issue 13 section 2). Every active lunch
 * of it from `today` on for a child allergic to one of them is marked for a check (the admin's day
 * view shows it), and each parent gets one order.allergen_flagged event listing their lunches, so
 * notification e-mails them once. Answers the lunches marked.
 */
export async function flagLunchesForNewAllergens(
  tx: EventTransaction,
  item: { itemId: number; menuItem: string },
  added: readonly string[],
  today: string,
): Promise<LunchOrderRow[]> {
  if (added.length === 0) return [];
  const affected = await upcomingLunchesOfDishFor(tx, item.itemId, added, today);

  const flagged: { order: LunchOrderRow; allergens: string[] }[] = [];
  for (const order of affected) {
    const allergens = allergenConflicts(order.childAllergies, added);
    if (allergens.length === 0) continue;
    const check = ALLERGENS.filter((allergen) => allergens.includes(allergen) || order.allergenCheck.includes(allergen));
    flagged.push({ order: await setAllergenCheck(tx, order.id, check), allergens });
  }

  const byParent = new Map<number, typeof flagged>();
  for (const entry of flagged) byParent.set(entry.order.userId, [...(byParent.get(entry.order.userId) ?? []), entry]);
  for (const lunches of byParent.values()) {
    const first = lunches[0]!.order;
    await tx.recordEvent('order.allergen_flagged', {
      userId: first.userId,
      parentName: first.parentName,
      email: first.email,
      menuItem: item.menuItem,
      lunches: lunches.map(({ order, allergens }) => ({ orderId: order.id, childName: order.childName, lunchDate: order.lunchDate, allergens })),
    });
  }
  return flagged.map(({ order }) => order);
}

/**
 * Keeps a menu item's newest state and, when it gained an allergen, flags the upcoming lunches of it
 * for children allergic to it (compared with the read model, so an older event arriving late flags
 * nothing). Answers how many lunches were flagged.
 */
export async function saveMenuItemFlaggingAllergens(
  tx: EventTransaction,
  item: EventData<'menu.item.upserted'>,
  occurredAt: string,
  today: string,
): Promise<number> {
  const previous = await storedAllergensForUpdate(tx, item.itemId);
  const newest = await saveMenuItem(tx, item, occurredAt);
  if (!newest || previous === null) return 0;
  const flagged = await flagLunchesForNewAllergens(tx, item, addedAllergens(previous, item.allergens), today);
  return flagged.length;
}
