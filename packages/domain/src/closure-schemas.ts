import { z } from 'zod';
import { keyedMessage } from './i18n/message-keys.ts';
import { CLOSURE_REASON_MAX, CLOSURE_REASON_MESSAGE } from './school-closures.ts';
import { DATE_FORMAT_MESSAGE, isIsoDate } from './school-dates.ts';

/**
 * The admin's closure form and POST /api/admin/closures. A module of its own, apart from the
 * closures' rules (school-closures.ts): the weekly menu and the dashboard use those rules, and a
 * schema built when school-closures.ts starts would bring zod to their first visit.
 */
export const closureInputSchema = z.object({
  date: z.string({ error: DATE_FORMAT_MESSAGE }).trim().refine(isIsoDate, DATE_FORMAT_MESSAGE),
  reason: z
    .string({ error: CLOSURE_REASON_MESSAGE })
    .trim()
    .min(1, CLOSURE_REASON_MESSAGE)
    .max(CLOSURE_REASON_MAX, keyedMessage('reasonTooLong', { max: CLOSURE_REASON_MAX }, `Reason must be at most ${CLOSURE_REASON_MAX} characters`)),
});
export type ClosureInput = z.infer<typeof closureInputSchema>;

export const CLOSURE_SCHOOL_MESSAGE = 'schoolId must be the id of a school, or null for every school';
export const UNKNOWN_CLOSURE_SCHOOL_MESSAGE = 'No school has that schoolId';

/**
 * The school a closure is for (issue 31): a school's id, or null / absent for every school. Text
 * digits are taken too (a query parameter is text).
 */
export const closureSchoolIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, CLOSURE_SCHOOL_MESSAGE).transform(Number), z.null(), z.undefined()], { error: CLOSURE_SCHOOL_MESSAGE })
  .transform((value) => value ?? null)
  .refine((value) => value === null || (Number.isSafeInteger(value) && value > 0), CLOSURE_SCHOOL_MESSAGE);
