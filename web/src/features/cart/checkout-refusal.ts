import { orderDeadlineMessage } from '@lunchbox/domain/order-rules';
import { currentLanguage } from '../../lib/i18n.ts';
import { schoolTimeZone } from '../../lib/school-clock.ts';
import type { CallFailure } from '../../lib/server-errors.ts';

/**
 * A checkout refusal about one lunch, in the reader's language. describeFailure wrote it from its
 * code and values already; the passed deadline's sentence also needs the schools' zone, which the
 * web knows here: its day is the refusal's `date` value (else the cart's date for the lunch).
 */
export function checkoutRefusalText(failure: Extract<CallFailure, { kind: 'server' }>, lunchDate: string | undefined): string {
  const language = currentLanguage();
  const date = typeof failure.values['date'] === 'string' ? failure.values['date'] : lunchDate;
  if (failure.code === 'ORDER_DEADLINE_PASSED' && date && language !== 'en') return orderDeadlineMessage(date, schoolTimeZone, language);
  return failure.message;
}
