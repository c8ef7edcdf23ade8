import { getI18n } from 'react-i18next';
import { orderDeadlineMessage } from '@lunchbox/domain/order-rules';
import { formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { currentLanguage } from '../../lib/i18n.ts';
import { sentText } from '../../lib/refusal-texts.ts';
import { schoolTimeZone } from '../../lib/school-clock.ts';
import type { CallFailure } from '../../lib/server-errors.ts';
import { seededSchoolClock, type SchoolClock } from '@lunchbox/domain/school-deadline';

/**
 * A checkout refusal about one lunch, in the reader's language. describeFailure wrote it from its
 * code and values already, except the refusals that name a day, written here with the calendar:
 * the closed day and the dish off that day's menu from their values (in every language: the
 * English catalogue's sentence is the server's), the passed deadline with the child's school's cut-off.
 * Their day is the refusal's `date` value, else the cart's date for the lunch.
 */
export function checkoutRefusalText(
  failure: Extract<CallFailure, { kind: 'server' }>,
  lunchDate: string | undefined,
  /** The school of the lunch's child, whose cut-off the deadline refusal states; unknown: the spec's rule. */
  school: SchoolClock = seededSchoolClock(schoolTimeZone),
): string {
  const language = currentLanguage();
  const sentDate = failure.values['date'];
  const valuesDate = typeof sentDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sentDate) ? sentDate : null;
  const date = valuesDate ?? lunchDate;
  if (!date) return failure.message;
  if (failure.code === 'ORDER_DEADLINE_PASSED' && language !== 'en') return orderDeadlineMessage(date, school, language);
  if (!valuesDate) return failure.message;
  const t = getI18n().t;
  const day = () => formatWeekdayMonthDay(date, language);
  if (failure.code === 'DAY_CLOSED') {
    const reason = sentText(failure.values['reason']);
    return reason ? t('messages.closedDayReason', { date: day(), reason }) : t('messages.closedDay', { date: day() });
  }
  const item = sentText(failure.values['item']);
  if (failure.code === 'ITEM_NOT_ON_MENU' && item) return t('messages.notOnMenu', { item, date: day() });
  return failure.message;
}
