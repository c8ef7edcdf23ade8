import type { z } from 'zod';

/*
 * Refusals that name the field they are about ('days.Monday.mode must be one of: …'). The services
 * answer a failed parse with its first issue's message alone, so the path has to be in the words.
 * zod hands an error function the issue's full path, which is where these read it.
 */

/** 'days.Monday.mode': the dotted path of a field. */
export function fieldPath(path: readonly PropertyKey[] | undefined, ...more: PropertyKey[]): string {
  return [...(path ?? []), ...more].map(String).join('.');
}

/** 'Unknown field: reminders.sms'. */
export function unknownFieldMessage(field: string): string {
  return `Unknown field: ${field}`;
}

/**
 * The error function of an object: in a strict one an unknown key is named with its whole path
 * (through `unknown`, for a field whose keys mean something, such as the weekdays); anything that is
 * not an object reads '{field} must be an object'.
 */
export function objectError(unknown: (field: string) => string = unknownFieldMessage) {
  return (issue: z.core.$ZodRawIssue): string => {
    if (issue.code === 'unrecognized_keys') return unknown(fieldPath(issue.path, issue.keys[0] ?? ''));
    return `${fieldPath(issue.path) || 'The request body'} must be an object`;
  };
}

/** The error function of a field with one fixed message after its name: '{field} must be true or false'. */
export function fieldError(rest: string) {
  return (issue: z.core.$ZodRawIssue): string => `${fieldPath(issue.path)} ${rest}`;
}
