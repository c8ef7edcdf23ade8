import { LunchScheduleDocument, type LunchScheduleQuery } from '../../../gql/graphql.ts';
import { queryHook } from '../../../lib/operation-hooks.ts';

/** A lunch as the schedule lists it (parent-app.md section 3). */
export type ScheduledLunch = LunchScheduleQuery['lunchSchedule'][number];

/** The lunch schedule, earliest first: a parent's own lunches, or everyone's for an administrator. */
export const useLunchSchedule = queryHook(LunchScheduleDocument, 'lunchSchedule', ({ skip }: { skip: boolean }) => ({ skip }));
