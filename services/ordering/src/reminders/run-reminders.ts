import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import { weekRunSchema } from '@lunchbox/domain/weekly-runs';
import type { OrderingDeps } from '../ordering-deps.ts';
import { sendWeekReminders, type ReminderRunResult } from './send-week-reminders.ts';

/** POST /api/admin/reminders/run { week }: the week's reminders now; a parent reminded before is not reminded again. */
export async function runReminders(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<ReminderRunResult> {
  requireAdmin(caller);
  const { week } = weekRunSchema.parse(input);
  return sendWeekReminders(deps, week);
}
