import type { TFunction } from 'i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { formatCents, parseCents } from '@lunchbox/domain/money';
import { nextWeekDeadlineSentence } from '@lunchbox/domain/deadline-sentences';
import { formatLongDate, formatMediumDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import type { NextWeekMenu } from '../api/admin-communications.ts';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';

/**
 * The announcement 'Load Next Week Menu' writes (admin-area.md sections 2 and 9), drafted in the
 * administrator's screen language: each day with its dishes, prices and calories (the menu's own
 * words), and the order deadline rendered from the domain rule (not the spec's "Sunday 11:59 PM",
 * which is later than the rule; issue 10).
 */
export function nextWeekMenuDraft(menu: NextWeekMenu, t: TFunction, language: LanguageCode): { subject: string; message: string } {
  const lines = [
    t('admin.communications.nextWeekDraft.greeting'),
    '',
    t('admin.communications.nextWeekDraft.intro', { week: formatMediumDate(menu.weekStartDate, language) }),
    '',
  ];
  for (const day of menu.days) {
    lines.push(formatLongDate(day.date, language));
    for (const item of day.items) {
      const cents = parseCents(item.price);
      const price = cents === null ? item.price : formatCents(cents, language);
      const calories = item.calories ? `, ${item.calories} cal` : '';
      lines.push(`- ${item.menuItem} (${price}${calories})${item.description ? `: ${item.description}` : ''}`);
    }
    lines.push('');
  }
  lines.push(nextWeekDeadlineSentence(menu.weekStartDate, seededSchoolClock(schoolTimeZone), language), '', t('admin.communications.nextWeekDraft.thanks'));
  return { subject: t('admin.communications.nextWeekDraft.subject'), message: lines.join('\n') };
}
