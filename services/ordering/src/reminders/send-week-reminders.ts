import { now } from '@lunchbox/kit/process/clock';
import { reminderChannels } from '@lunchbox/domain/notification-settings';
import { weekReminder } from '@lunchbox/domain/reminders';
import { weekDates } from '@lunchbox/domain/school-dates';
import type { OrderingDeps } from '../ordering-deps.ts';
import { notificationSettingsOfUsers } from '../notification-settings/notification-settings-repository.ts';
import { unsubscribeToken } from '../notification-settings/unsubscribe-tokens.ts';
import { knownParentsByIds } from '../read-models/parents.ts';
import { listKnownSchools, schoolClocksOf } from '../read-models/schools.ts';
import { activeLunchesOfChildren } from '../standing-orders/standing-order-repository.ts';
import { activeStandingChildIds, childrenByParent, claimReminder, closuresOn, menuBetween } from './reminder-repository.ts';

export interface ReminderRunResult {
  /** Parents this run reminded. */
  reminded: number;
  /** Parents with days to remind of who turned both channels off. */
  skipped: number;
}

/**
 * The weekly reminder before the cut-off (issue 27 section 2) for the week starting `monday`: each
 * parent with a child lacking a lunch on an orderable day (the domain's weekReminder) is told once,
 * on the channels they keep on. The (parent, week) row is written with the reminder.due event, so
 * no rerun or replica tells a parent twice.
 */
export async function sendWeekReminders(deps: OrderingDeps, monday: string): Promise<ReminderRunResult> {
  const dates = weekDates(monday);
  const at = now();
  const byParent = childrenByParent(deps.db);
  const [children, closures, menuItems] = await Promise.all([byParent, closuresOn(deps.db, dates), menuBetween(deps.db, dates[0], dates[4])]);
  const userIds = [...children.keys()];
  const [parents, settings, schools] = await Promise.all([
    knownParentsByIds(deps.db, userIds),
    notificationSettingsOfUsers(deps.db, userIds),
    listKnownSchools(deps.db),
  ]);
  const schoolOf = schoolClocksOf(schools, deps.settings.schoolTimeZone);
  const result: ReminderRunResult = { reminded: 0, skipped: 0 };
  for (const userId of userIds) {
    const parent = parents.get(userId);
    if (!parent) continue;
    const kids = children.get(userId)!;
    const childIds = kids.map((child) => child.childId);
    const reminder = weekReminder({
      children: kids.map((child) => ({ id: child.childId, name: child.name, schoolId: child.schoolId, school: schoolOf(child.schoolId) })),
      lunches: await activeLunchesOfChildren(deps.db, childIds, dates[0], dates[4]),
      standingOrders: await activeStandingChildIds(deps.db, childIds),
      monday,
      closures,
      menuItems,
      now: at,
    });
    if (!reminder) continue;
    const channels = reminderChannels(settings.get(userId)!, { hasWhatsAppNumber: parent.phone.trim() !== '' });
    if (channels.length === 0) {
      result.skipped += 1;
      continue;
    }
    const sent = await deps.transactionWithEvents(async (tx) => {
      if (!(await claimReminder(tx, userId, monday))) return false;
      await tx.recordEvent('reminder.due', {
        userId,
        parentName: parent.fullName,
        email: parent.email,
        week: monday,
        children: reminder.children,
        firstDeadline: { lunchDate: reminder.firstDeadline.lunchDate, at: reminder.firstDeadline.at, school: reminder.firstDeadline.school },
        channels,
        unsubscribeToken: unsubscribeToken(deps.settings.calendarSecret, 'reminders', userId),
      });
      return true;
    });
    if (sent) result.reminded += 1;
  }
  deps.log.info({ week: monday, ...result }, 'reminders sent');
  return result;
}
