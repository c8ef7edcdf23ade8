import { z } from 'zod';
import { fieldError, fieldPath } from './field-errors.ts';
import { centsToDecimalString, parseCents } from './money.ts';

/*
 * An amount a person types into a request body (a top-up, a threshold): decimal text of dollars in,
 * integer cents out, through money.ts's one conversion. Each refusal names the field.
 */

const AMOUNT_TEXT = 'must be a dollar amount with at most 2 decimals, such as 10.00';

/** '{field} is required' when it is missing, else '{field} must be a dollar amount …'. */
function amountError(issue: z.core.$ZodRawIssue): string {
  return issue.input === undefined ? `${fieldPath(issue.path)} is required` : `${fieldPath(issue.path)} ${AMOUNT_TEXT}`;
}

/** '-5', '-5.00', -5: a well-formed amount below zero, refused in its own words rather than as malformed. */
function isNegativeAmount(amount: string | number): boolean {
  if (typeof amount === 'number') return amount < 0 && parseCents(-amount) !== null;
  const trimmed = amount.trim();
  return trimmed.startsWith('-') && parseCents(trimmed.slice(1)) !== null;
}

/**
 * Decimal text ('10', '10.5', '$10.50') as integer cents, at least `minCents` and at most `maxCents`
 * when given: '{field} must not be negative', '{field} must be between 5.00 and 500.00'. A JSON
 * number that is a whole number of cents (10.5) is taken as well, as money.ts's `parseCents` takes it.
 */
export function amountCentsField(limits: { minCents?: number; maxCents?: number } = {}) {
  const { minCents = 0, maxCents } = limits;
  const range =
    maxCents === undefined
      ? `must be at least ${centsToDecimalString(minCents)}`
      : `must be between ${centsToDecimalString(minCents)} and ${centsToDecimalString(maxCents)}`;
  return z
    .union([z.string(), z.number()], { error: amountError })
    .refine((amount) => !isNegativeAmount(amount), { error: fieldError(minCents === 0 ? 'must not be negative' : range), abort: true })
    .refine((amount) => parseCents(amount) !== null, { error: amountError, abort: true })
    .transform((amount) => parseCents(amount) as number)
    .refine((cents) => cents >= minCents && (maxCents === undefined || cents <= maxCents), { error: fieldError(range) });
}
