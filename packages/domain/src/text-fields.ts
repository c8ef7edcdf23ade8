import { z } from 'zod';
import { isIsoDate } from './school-dates.ts';

// The text fields every form and request schema is built from, so that "required", "blank" and
// "optional date" mean the same on every screen and in every service.

/** Text that must be given: trimmed, and `message` when it is missing or blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/**
 * Optional text that older clients may send as null: missing, null or blank is kept as `empty`
 * (null where the column is nullable, '' where it is not).
 */
export function blankAs<E extends '' | null>(text: z.ZodString, empty: E) {
  return z
    .union([text, z.null()])
    .optional()
    .transform((value): string | E => (value === undefined || value === null || value === '' ? empty : value));
}

/** An optional YYYY-MM-DD filter of a list: missing, null or blank means no filter. */
export function optionalIsoDate(message: string) {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || isIsoDate(text), message)
    .nullish()
    .transform((text) => (text ? text : undefined));
}
