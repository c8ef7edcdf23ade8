import { orderDeadlineMessage } from '@lunchbox/domain/order-rules';
import { formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { currentLanguage, refusalText } from '../../lib/i18n.ts';
import { schoolTimeZone } from '../../lib/school-clock.ts';
import type { CallFailure } from '../../lib/server-errors.ts';

/**
 * A checkout refusal about one lunch, with its day in the reader's language: the server writes the
 * day in English inside its message, and the cart knows the lunch's date to write it again.
 */
export function checkoutRefusalText(failure: Extract<CallFailure, { kind: 'server' }>, lunchDate: string | undefined): string {
  const language = currentLanguage();
  if (!lunchDate || language === 'en') return failure.message;
  if (failure.code === 'ORDER_DEADLINE_PASSED') return orderDeadlineMessage(lunchDate, schoolTimeZone, language);
  return refusalText(failure.sentMessage, failure.code, { date: formatWeekdayMonthDay(lunchDate, language) });
}
