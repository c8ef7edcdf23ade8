import { AppError } from '@lunchbox/kit/errors/app-error';
import { checkOrderDeadline, dayOffer, findOwnChild, oneLunchKey } from '@lunchbox/domain/order-rules';
import { closureOn, type SchoolClosure } from '@lunchbox/domain/school-closures';
import { type LunchRefusal, lunchRefusal } from '@lunchbox/domain/order-refusals';
import type { LunchOrderRequest } from '@lunchbox/domain/order-schemas';
import type { KnownChildRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { menuItemNamed } from '../read-models/menu-items.ts';
import { schoolClocksOf } from '../read-models/schools.ts';
import { assertNoAllergenConflictAmong, type DishToMatch } from './allergen-check.ts';
import type { CheckoutReads, MenuItemForOrdering } from './checkout-reads.ts';
import type { PlacedLunch } from './order-repository.ts';

// The checkout's rules, judged against this service's own read models: what every lunch of a cart
// must pass before it is reserved, and again under the dates' locks while it is.

/** One lunch as the browser asked for it; only the parent's contact details and notes are taken as sent. */
export interface RequestedLunch {
  cartItemId?: string;
  childId?: number | undefined;
  childName: string;
  parentName: string;
  email: string;
  phone: string;
  lunchDate: string;
  menuItemId: number;
  /** The name the browser showed, used only to name an item the menu no longer knows. */
  shownItemName?: string | undefined;
  notes: string;
}

/** A lunch that passed the rules: the child and the item as this service knows them, and where it sits in the cart. */
export interface ResolvedLunch {
  lunch: RequestedLunch;
  child: KnownChildRow;
  item: MenuItemForOrdering;
  where: { lunchIndex: number; cartItemId: string | undefined };
}

/** What the checkout's rules read from this service's read models: the caller's children, the dates' menu and closures. */
export type KnownForCheckout = Pick<CheckoutReads, 'children' | 'menu' | 'closures' | 'schools'>;

/** What the rules read of a cart item or a single lunch request: the schemas have checked its shape. */
export function requestedLunch(lunch: LunchOrderRequest): RequestedLunch {
  return {
    childId: lunch.childId,
    childName: lunch.childName,
    parentName: lunch.parentName,
    email: lunch.email,
    phone: lunch.phone,
    lunchDate: lunch.lunchDate,
    menuItemId: lunch.weeklyMenuItemIds[0]!,
    shownItemName: lunch.lunchOptions[0],
    notes: lunch.notes,
  };
}

/**
 * The rules every lunch must pass: no dish the child is allergic to, the deadline, the caller's own
 * child, a day that is open and offers the item, and one lunch per child per date in the cart.
 * Prices and the child's school, grade and section come from the read models, never from the browser.
 */
export async function validateCart(deps: OrderingDeps, lunches: RequestedLunch[], known: KnownForCheckout, at: Date): Promise<ResolvedLunch[]> {
  await assertNoAllergenConflictAmong(deps.db, known.children, known.menu.map(asDishToMatch), lunches);
  const resolved: ResolvedLunch[] = [];
  const schoolOf = schoolClocksOf(known.schools, deps.settings.schoolTimeZone);
  for (const [index, lunch] of lunches.entries()) {
    const where = { lunchIndex: index, cartItemId: lunch.cartItemId };
    const child = findOwnChild(known.children, lunch);
    // Each lunch closes at its own child's school's cut-off, whatever the browser showed.
    const school = schoolOf(child?.schoolId);
    if (!checkOrderDeadline(lunch.lunchDate, at, school).allowed) throw refused(lunchRefusal.deadlinePassed(lunch.lunchDate, school), where);
    if (!child) throw refused(lunchRefusal.childNotYours(lunch.childName), where);
    const offer = dayOffer(known.menu, known.closures, lunch.lunchDate, child.schoolId);
    if (offer.kind === 'closed') throw refused(lunchRefusal.dayClosed(lunch.lunchDate, offer.reason), where);
    const item = offer.kind === 'open' ? offer.items.find((offered) => offered.id === lunch.menuItemId) : undefined;
    if (!item) {
      const name = (await menuItemNamed(deps.db, lunch.menuItemId)) ?? lunch.shownItemName;
      throw refused(lunchRefusal.notOnMenu(name, lunch.lunchDate), where);
    }
    resolved.push({ lunch, child, item, where });
  }

  const seen = new Set<string>();
  for (const { lunch, child, item, where } of resolved) {
    const key = oneLunchKey({ childId: child.childId, lunchDate: lunch.lunchDate });
    if (seen.has(key)) throw refused(lunchRefusal.alreadyOrdered(child.name, [item.menuItem]), where);
    seen.add(key);
  }
  return resolved;
}

/** Under the dates' locks: a day closed since the cart was judged (at every school or the child's) refuses its lunch. */
export function assertDaysStillOpen(resolved: ResolvedLunch[], closures: SchoolClosure[]): void {
  for (const { lunch, child, where } of resolved) {
    const closure = closureOn(closures, lunch.lunchDate, child.schoolId);
    if (closure) throw refused(lunchRefusal.dayClosed(lunch.lunchDate, closure.reason), where);
  }
}

/** One lunch per child per date: none of the cart's may exist already (the unique constraint settles a race). */
export function assertNoLunchYet(resolved: ResolvedLunch[], placedLunches: PlacedLunch[]): void {
  for (const { lunch, child, where } of resolved) {
    const same = placedLunches.find((order) => order.childId === child.childId && order.lunchDate === lunch.lunchDate);
    if (same) throw refused(lunchRefusal.alreadyOrdered(child.name, same.lunchOptions), where);
  }
}

/** Two checkouts raced for the same lunch and the unique constraint let the other one win: the same answer as the check. */
export function lunchTakenMeanwhile(): AppError {
  return refused(lunchRefusal.alreadyOrdered());
}

function asDishToMatch(item: MenuItemForOrdering): DishToMatch {
  return { itemId: item.id, menuItem: item.menuItem, allergens: item.allergens, dietTags: item.dietTags, deleted: false };
}

/** A refused lunch: the domain's refusal (code, message, toast title, values) and which lunch of the cart it is (`cartItemId`, the cart's own id for it). */
function refused(refusal: LunchRefusal, where: { lunchIndex?: number; cartItemId?: string | undefined } = {}): AppError {
  return new AppError(refusal.code, refusal.message, { details: { title: refusal.title, ...where }, values: { ...refusal.values } });
}
