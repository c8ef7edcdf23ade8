import { z } from 'zod';
import { fieldError, objectError } from './field-errors.ts';
import { amountCentsField } from './money-fields.ts';

/**
 * Topping up the balance (issue 27 section 3): the parent asks for an amount, pays it by PayPal or
 * Zelle with the top-up's reference, and the administrator confirms it once.
 */

/** A top-up is 5.00 to 500.00. */
export const TOP_UP_MIN_CENTS = 500;
export const TOP_UP_MAX_CENTS = 50_000;

/** 'amount' as decimal text ('20', '20.00') to integer cents; 'amount must be between 5.00 and 500.00' outside the range. */
export const topUpAmountSchema = amountCentsField({ minCents: TOP_UP_MIN_CENTS, maxCents: TOP_UP_MAX_CENTS });

/** The body of `POST /api/top-ups`: `{ amount }`, the amount as `amountCents` (other fields are dropped). */
export const topUpRequestSchema = z.object({ amount: topUpAmountSchema }, { error: objectError() }).transform(({ amount }) => ({ amountCents: amount }));
export type TopUpRequestInput = z.input<typeof topUpRequestSchema>;

/** A top-up waits for the administrator (`pending`) until it is `paid` (credited) or `failed`. */
export const TOP_UP_STATUSES = ['pending', 'paid', 'failed'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** What the administrator may decide. */
export const TOP_UP_DECISIONS = ['paid', 'failed'] as const;
export type TopUpDecision = (typeof TOP_UP_DECISIONS)[number];

/** The body of `PUT /api/admin/top-ups/{reference}`. */
export const topUpDecisionSchema = z.strictObject(
  { status: z.enum(TOP_UP_DECISIONS, { error: fieldError(`must be one of: ${TOP_UP_DECISIONS.join(', ')}`) }) },
  { error: objectError() },
);

/** The query of `GET /api/admin/top-ups`: `status` absent or blank means every top-up. */
export const topUpListQuerySchema = z.object({
  status: z
    .union([z.enum(TOP_UP_STATUSES), z.literal('')], { error: fieldError(`must be one of: ${TOP_UP_STATUSES.join(', ')}`) })
    .optional()
    .transform((status) => status || undefined),
});

/**
 * What deciding a top-up does, so that a paid top-up credits the balance exactly once:
 * - `credit`: pending → paid, credit the amount and e-mail the parent;
 * - `fail`: pending → failed;
 * - `unchanged`: the same decision again (a repeated PUT), nothing happens and it answers as before;
 * - `conflict`: the opposite of a decision already made, refused (a credited top-up is not taken back).
 */
export type TopUpTransition = 'credit' | 'fail' | 'unchanged' | 'conflict';

export function topUpTransition(current: TopUpStatus, decision: TopUpDecision): TopUpTransition {
  if (current === 'pending') return decision === 'paid' ? 'credit' : 'fail';
  return current === decision ? 'unchanged' : 'conflict';
}
