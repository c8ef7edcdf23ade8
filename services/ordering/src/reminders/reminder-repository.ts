// Every SQL statement of the weekly reminders (issue 27 section 2).
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { centsToDecimalString } from '@lunchbox/domain/money';
import type { SchoolClosure } from '@lunchbox/domain/school-closures';
import type { StandingMenuItem } from '@lunchbox/domain/standing-order-placement';
import { knownChildren, knownClosures, knownMenuItems, knownSchoolClosures, reminderRuns, standingOrders, type KnownChildRow } from '../db/schema.ts';

/** Every child ordering knows, by parent, oldest profile first. */
export async function childrenByParent(db: Executor): Promise<Map<number, KnownChildRow[]>> {
  const rows = await db.select().from(knownChildren).where(eq(knownChildren.deleted, false)).orderBy(asc(knownChildren.userId), asc(knownChildren.childId));
  const byParent = new Map<number, KnownChildRow[]>();
  for (const row of rows) byParent.set(row.userId, [...(byParent.get(row.userId) ?? []), row]);
  return byParent;
}

export async function activeStandingChildIds(db: Executor, childIds: number[]): Promise<{ childId: number; active: boolean }[]> {
  if (childIds.length === 0) return [];
  return db.select({ childId: standingOrders.childId, active: standingOrders.active }).from(standingOrders).where(inArray(standingOrders.childId, childIds));
}

/** The menu items whose week touches these dates, as the domain's offer rule reads them. */
export async function menuBetween(db: Executor, from: string, to: string): Promise<StandingMenuItem[]> {
  const rows = await db
    .select()
    .from(knownMenuItems)
    .where(and(eq(knownMenuItems.deleted, false), lte(knownMenuItems.weekStartDate, to), gte(knownMenuItems.weekEndDate, from)));
  return rows.map((row) => ({
    id: row.itemId,
    weekStartDate: row.weekStartDate,
    weekEndDate: row.weekEndDate,
    dayOfWeek: row.dayOfWeek,
    menuItem: row.menuItem,
    price: centsToDecimalString(row.priceCents),
    isActive: row.isActive,
    noService: row.noService,
    allergens: row.allergens,
    dietTags: row.dietTags,
  }));
}

/** The closures in force on the dates: every school's, and each school's own (with its schoolId, issue 31). */
export async function closuresOn(db: Executor, dates: readonly string[]): Promise<SchoolClosure[]> {
  const [everySchool, atSchools] = await Promise.all([
    db
      .select({ date: knownClosures.date, reason: knownClosures.reason })
      .from(knownClosures)
      .where(and(inArray(knownClosures.date, [...dates]), eq(knownClosures.lifted, false))),
    db
      .select({ date: knownSchoolClosures.date, reason: knownSchoolClosures.reason, schoolId: knownSchoolClosures.schoolId })
      .from(knownSchoolClosures)
      .where(and(inArray(knownSchoolClosures.date, [...dates]), eq(knownSchoolClosures.lifted, false))),
  ]);
  return [...everySchool, ...atSchools];
}

/** Claims the parent's reminder of the week; false when one was sent before (by any run or replica). */
export async function claimReminder(tx: Transaction, userId: number, week: string): Promise<boolean> {
  const rows = await tx.insert(reminderRuns).values({ userId, week }).onConflictDoNothing().returning({ userId: reminderRuns.userId });
  return rows.length > 0;
}

export async function deleteRemindersOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(reminderRuns).where(eq(reminderRuns.userId, userId));
}
