import type { LanguageCode } from './i18n/languages.ts';

/**
 * The days without service an administrator declares (menu owns the school calendar; a closure of
 * one school is issue 31's): what a closure is, how a view finds the one of a date and labels it,
 * and which dates may be closed. What a closed day means for ordering is an order rule (dayOffer in
 * order-rules.ts); the admin's form is closure-schemas.ts.
 */

/** A day without service the administrator declared (menu owns the school calendar). */
export interface SchoolClosure {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'Thanksgiving', 'Staff development'. */
  reason: string;
  /** The one school closed (issue 31); null or absent: every school. */
  schoolId?: number | null;
}

export const CLOSURE_REASON_MAX = 120;

/** The label every menu view, the picker and the schedule show on a closed day. */
export function noServiceLabel(reason: string | null, language: LanguageCode = 'en'): string {
  const words = NO_SERVICE_WORDS[language];
  return reason ? `${words.withReason} – ${reason}` : words.alone;
}

/** The closed day's words in each language; the administrator's reason is shown as written. */
const NO_SERVICE_WORDS: Record<LanguageCode, { alone: string; withReason: string }> = {
  en: { alone: 'No Service', withReason: 'No service' },
  es: { alone: 'Sin servicio', withReason: 'Sin servicio' },
};

/**
 * The administrator's closure of a date, if any: the one lookup dayOffer and every menu view make.
 * A closure of one school (issue 31) counts only for that school's `schoolId`; a view that knows no
 * school (undefined or null) sees only the closures of every school.
 */
export function closureOn(closures: readonly SchoolClosure[], date: string, schoolId?: number | null): SchoolClosure | undefined {
  return closures.find((closure) => closure.date === date && (closure.schoolId == null || closure.schoolId === schoolId));
}

/** 'No service – {reason}' when an administrator closed the date (for every school or for `schoolId`'s), else null: what a view that lists no items for the day shows. */
export function closedDayLabel(closures: readonly SchoolClosure[], date: string, language: LanguageCode = 'en', schoolId?: number | null): string | null {
  const closure = closureOn(closures, date, schoolId);
  return closure ? noServiceLabel(closure.reason, language) : null;
}

export const PAST_CLOSURE_MESSAGE = 'Past dates cannot be closed';
export const CLOSURE_REASON_MESSAGE = 'Reason is required';

/** A closure may be declared for today or later at the schools, never for a day already gone. */
export function canCloseDate(date: string, schoolToday: string): boolean {
  return date >= schoolToday;
}
