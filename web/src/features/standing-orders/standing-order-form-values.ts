import {
  NO_STANDING_ORDER,
  standingOrderSchema,
  type StandingOrderFallback,
  type StandingOrderInput,
  type StandingOrderMode,
} from '@lunchbox/domain/standing-orders';
import { WEEKDAYS, type Weekday } from '@lunchbox/domain/school-dates';
import type { SavedStandingOrder } from './api/standing-orders.ts';

/** One weekday as the form holds it: every field a text, so switching modes keeps what was chosen before. */
export interface StandingDayValues {
  mode: StandingOrderMode;
  dish: string;
  dietTag: string;
  fallback: StandingOrderFallback;
}

export interface StandingOrderFormValues {
  active: boolean;
  days: Record<Weekday, StandingDayValues>;
}

/** The form's values for a saved pattern (or for none: every day skipped, paused). */
export function formValuesOf(saved: SavedStandingOrder | undefined): StandingOrderFormValues {
  const days = Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const day = saved?.days[weekday] ?? NO_STANDING_ORDER.days[weekday];
      return [
        weekday,
        {
          mode: day.mode as StandingOrderMode,
          dish: day.dish ?? '',
          dietTag: day.dietTag ?? '',
          fallback: day.fallback as StandingOrderFallback,
        },
      ];
    }),
  ) as Record<Weekday, StandingDayValues>;
  return { active: saved?.active ?? false, days };
}

/** What is sent: each day holds only what its mode reads (the server, like the domain schema, keeps no more). */
export function standingOrderInput(values: StandingOrderFormValues): StandingOrderInput {
  const days = Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const { mode, dish, dietTag, fallback } = values.days[weekday];
      if (mode === 'item') return [weekday, { mode, dish, fallback }];
      if (mode === 'diet') return [weekday, { mode, dietTag, fallback }];
      return [weekday, { mode, fallback }];
    }),
  );
  return { active: values.active, days };
}

/** A refusal of the domain schema, by the form field it names ('days.Tuesday.dish'). */
export interface StandingFieldProblem {
  field: `days.${Weekday}.dish` | `days.${Weekday}.dietTag`;
  kind: 'dish' | 'dietTag';
}

/**
 * Checks the form with the domain's standing-order schema (the same rule the server applies): a
 * named dish needs its dish, a diet its diet tag. Answers the fields to mark, none when it may be sent.
 */
export function standingOrderProblems(values: StandingOrderFormValues): StandingFieldProblem[] {
  const checked = standingOrderSchema.safeParse(standingOrderInput(values));
  if (checked.success) return [];
  return checked.error.issues.flatMap((issue) => {
    const [, weekday, kind] = issue.path;
    if ((kind === 'dish' || kind === 'dietTag') && WEEKDAYS.includes(weekday as Weekday)) {
      return [{ field: `days.${weekday as Weekday}.${kind}` as const, kind }];
    }
    return [];
  });
}
