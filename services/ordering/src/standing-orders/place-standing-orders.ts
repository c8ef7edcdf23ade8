import { now } from '@lunchbox/kit/process/clock';
import { centsToDecimalString } from '@lunchbox/domain/money';
import { placeStandingOrder, type StandingPlacement } from '@lunchbox/domain/standing-order-placement';
import { weekDates } from '@lunchbox/domain/school-dates';
import type { KnownParentRow, StandingOrderRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { readForCheckout, type CheckoutReads } from '../orders/checkout-reads.ts';
import { schoolClocksOf } from '../read-models/schools.ts';
import { placeLunches } from '../orders/place-lunches.ts';
import type { RequestedLunch } from '../orders/validate-cart.ts';
import { knownParentsByIds } from '../read-models/parents.ts';
import { isRefusal, refusedLunchIndex, skippedByRefusal, type StandingSkipLine } from './checkout-refusals.ts';
import { standingCheckoutId } from './standing-checkout-id.ts';
import { activeLunchesOfChildren, claimUnplacedNotice, parentsWithActiveStandingOrders, standingOrdersOfUser } from './standing-order-repository.ts';

export interface StandingOrderRunResult {
  /** Parents whose checkout this run placed. */
  parents: number;
  lunches: number;
  /** Wanted days left without a lunch (the parent's own `skip` days are not counted). */
  skipped: number;
}

/** A lunch the placement rule chose, with what the checkout and its refusals need. */
interface ChosenLunch {
  childId: number;
  childName: string;
  date: string;
  menuItemId: number;
  menuItem: string;
}

/** How often one parent's week is judged again after the checkout refused a lunch. */
const MAX_ATTEMPTS = 12;

/**
 * The weekly placement (issue 27 section 1) for the week starting `monday`: for every parent with
 * an active standing order, each child's lunches by the domain's rule, then one checkout through
 * the ordinary one (payment reference, credit and confirmation e-mail as for a manual checkout).
 * The checkout's id comes from the parent and the week, so a repeat, a second replica or a run
 * after a crash places each parent's week once: a parent whose checkout exists is done.
 */
export async function placeStandingOrdersForWeek(deps: OrderingDeps, monday: string): Promise<StandingOrderRunResult> {
  const userIds = await parentsWithActiveStandingOrders(deps.db);
  const parents = await knownParentsByIds(deps.db, userIds);
  const result: StandingOrderRunResult = { parents: 0, lunches: 0, skipped: 0 };
  for (const userId of userIds) {
    const parent = parents.get(userId);
    if (!parent) {
      deps.log.warn({ userId, week: monday }, 'standing order not placed: the parent is not known yet');
      continue;
    }
    const placed = await placeWeekOfParent(deps, parent, monday);
    if (!placed) continue;
    result.parents += placed.lunches > 0 ? 1 : 0;
    result.lunches += placed.lunches;
    result.skipped += placed.skipped;
  }
  deps.log.info({ week: monday, ...result }, 'standing orders placed');
  return result;
}

/** One parent's week: null when a run placed it before; else what this run placed and left out. */
async function placeWeekOfParent(deps: OrderingDeps, parent: KnownParentRow, monday: string): Promise<{ lunches: number; skipped: number } | null> {
  const checkoutId = standingCheckoutId(parent.userId, monday);
  const dates = weekDates(monday);
  // Lunches the checkout refused. The week is judged again after each refusal, from read models
  // that may have caught up meanwhile (a closure's reason, a dish gone and the fallback instead);
  // a lunch the rule still picks as it was is left out with the checkout's reason.
  const refused: { lunch: ChosenLunch; day: StandingSkipLine }[] = [];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const reads = await readForCheckout(deps.db, { checkoutId, userId: parent.userId, dates });
    if (reads.placedBefore) return null;
    const { lunches, skipped: ruleSkipped } = await chooseLunches(deps, parent.userId, monday, reads);
    const chosen = lunches.filter((lunch) => !refused.some((refusal) => sameLunch(refusal.lunch, lunch)));
    const stillOut = refused.filter(({ day }) => ![...chosen, ...ruleSkipped].some((other) => sameDay(other, day)));
    const skipped = [...ruleSkipped, ...stillOut.map(({ day }) => day)];
    if (chosen.length === 0) {
      // Judged again on every run (a menu published late can still be placed); said once.
      return { lunches: 0, skipped: (await tellUnplaced(deps, parent, monday, skipped)) ? skipped.length : 0 };
    }
    try {
      const placed = await placeLunches(
        deps,
        callerOf(parent),
        checkoutId,
        chosen.map((lunch) => requested(parent, lunch)),
        {
          standing: { week: monday, skipped },
        },
      );
      return placed.replayed ? null : { lunches: placed.orders.length, skipped: skipped.length };
    } catch (error) {
      // One lunch refused: judge the week again without it; a race on a lunch: judge the week again.
      const index = refusedLunchIndex(error);
      const lunch = index === null ? undefined : chosen[index];
      const schoolId = reads.children.find((child) => child.childId === lunch?.childId)?.schoolId;
      const day = lunch ? skippedByRefusal(error, lunch, schoolClocksOf(reads.schools, deps.settings.schoolTimeZone)(schoolId)) : null;
      if (lunch && day) refused.push({ lunch, day });
      else if (!isRefusal(error, 'ORDER_ALREADY_EXISTS')) throw error;
    }
  }
  throw new Error(`standing order of user ${parent.userId} for ${monday}: the checkout kept refusing`);
}

/** Each child's lunches by the domain's rule, from ordering's own read models and lunches. */
async function chooseLunches(
  deps: OrderingDeps,
  userId: number,
  monday: string,
  reads: CheckoutReads,
): Promise<{ lunches: ChosenLunch[]; skipped: StandingSkipLine[] }> {
  const dates = weekDates(monday);
  const patterns = new Map((await standingOrdersOfUser(deps.db, userId)).map((row): [number, StandingOrderRow] => [row.childId, row]));
  const children = reads.children.filter((child) => patterns.get(child.childId)?.active);
  const held = await activeLunchesOfChildren(
    deps.db,
    children.map((child) => child.childId),
    dates[0],
    dates[4],
  );
  const menuItems = reads.menu.map((item) => ({ ...item, price: centsToDecimalString(item.priceCents) }));
  const at = now();
  const schoolOf = schoolClocksOf(reads.schools, deps.settings.schoolTimeZone);
  const lunches: ChosenLunch[] = [];
  const skipped: StandingSkipLine[] = [];
  for (const child of children) {
    const pattern = patterns.get(child.childId)!;
    const placement: StandingPlacement = placeStandingOrder({
      child: { id: child.childId, allergies: child.allergies, diets: child.diets, confirmedDiets: child.confirmedDiets, schoolId: child.schoolId },
      pattern: { active: pattern.active, days: pattern.days },
      monday,
      menuItems,
      closures: reads.closures,
      orderedDates: held.filter((lunch) => lunch.childId === child.childId).map((lunch) => lunch.lunchDate),
      now: at,
      school: schoolOf(child.schoolId),
    });
    for (const lunch of placement.lunches) {
      lunches.push({ childId: child.childId, childName: child.name, date: lunch.lunchDate, menuItemId: lunch.weeklyMenuItemId, menuItem: lunch.menuItem });
    }
    for (const day of placement.skipped) {
      if (day.code === 'SKIP_CHOSEN') continue;
      skipped.push({
        childId: child.childId,
        childName: child.name,
        date: day.date,
        code: day.code,
        values: day.values as StandingSkipLine['values'],
        ...(day.code === 'DEADLINE_PASSED' ? { school: schoolOf(child.schoolId) } : {}),
      });
    }
  }
  return { lunches, skipped };
}

/**
 * A week that placed nothing is remembered for the parent, once (false when a run did so before);
 * when days were wanted (not merely days already ordered) the parent is told why with
 * standing_order.unplaced in the same transaction.
 */
async function tellUnplaced(deps: OrderingDeps, parent: KnownParentRow, monday: string, skipped: StandingSkipLine[]): Promise<boolean> {
  return deps.transactionWithEvents(async (tx) => {
    if (!(await claimUnplacedNotice(tx, parent.userId, monday))) return false;
    if (skipped.some((day) => day.code !== 'ALREADY_ORDERED')) {
      await tx.recordEvent('standing_order.unplaced', { userId: parent.userId, parentName: parent.fullName, email: parent.email, week: monday, skipped });
    }
    return true;
  });
}

function sameDay(a: { childId: number; date: string }, b: { childId: number; date: string }): boolean {
  return a.childId === b.childId && a.date === b.date;
}

function sameLunch(a: ChosenLunch, b: ChosenLunch): boolean {
  return sameDay(a, b) && a.menuItemId === b.menuItemId;
}

function callerOf(parent: KnownParentRow) {
  return { userId: parent.userId, username: parent.email, isAdmin: false, sessionId: 'standing-order' };
}

function requested(parent: KnownParentRow, lunch: ChosenLunch): RequestedLunch {
  return {
    childId: lunch.childId,
    childName: lunch.childName,
    parentName: parent.fullName,
    email: parent.email,
    phone: parent.phone,
    lunchDate: lunch.date,
    menuItemId: lunch.menuItemId,
    shownItemName: lunch.menuItem,
    notes: '',
  };
}
