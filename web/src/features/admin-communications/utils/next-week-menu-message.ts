import { formatCents, parseCents } from '@lunchbox/domain/money';
import { nextWeekDeadlineSentence } from '@lunchbox/domain/order-rules';
import { formatLongDate, formatMediumDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import type { NextWeekMenu } from '../api/next-week-menu.ts';

export const NEXT_WEEK_MENU_SUBJECT = "Next Week's Lunch Menu";

/**
 * The announcement 'Load Next Week Menu' writes (admin-area.md sections 2 and 9): each day with its
 * dishes, prices and calories, and the order deadline rendered from the domain rule (not the
 * spec's "Sunday 11:59 PM", which is later than the rule; issue 10).
 */
export function nextWeekMenuMessage(menu: NextWeekMenu): string {
  const lines = ['Dear parents,', '', `Here is next week's lunch menu (week of ${formatMediumDate(menu.weekStartDate)}):`, ''];
  for (const day of menu.days) {
    lines.push(formatLongDate(day.date));
    for (const item of day.items) {
      const cents = parseCents(item.price);
      const price = cents === null ? item.price : formatCents(cents);
      const calories = item.calories ? `, ${item.calories} cal` : '';
      lines.push(`- ${item.menuItem} (${price}${calories})${item.description ? `: ${item.description}` : ''}`);
    }
    lines.push('');
  }
  lines.push(nextWeekDeadlineSentence(menu.weekStartDate, schoolTimeZone), '', 'Thank you!');
  return lines.join('\n');
}
