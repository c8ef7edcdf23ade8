import type { Executor } from '@lunchbox/kit/db/database';
import { schoolToday } from '@lunchbox/domain/school-dates';
import { now } from '@lunchbox/kit/process/clock';
import { approvedInForce } from './diet-request-repository.ts';

/** A child's confirmed medical diet as child.upserted carries it: one entry per approval still in force. */
export interface ConfirmedDiet {
  allergens: string[];
  diets: string[];
  validUntil: string;
}

/** The approvals of a child not yet past their date; ordering applies each to lunches up to its validUntil. */
export async function confirmedDietsOf(db: Executor, childId: number, timeZone: string): Promise<ConfirmedDiet[]> {
  const rows = await approvedInForce(db, childId, schoolToday(now(), timeZone));
  return rows.map((row) => ({ allergens: row.allergens, diets: row.diets, validUntil: row.validUntil! }));
}
