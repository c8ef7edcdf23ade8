import { LunchScheduleDocument, type LunchScheduleQuery } from '../../../gql/graphql.ts';
import { startedQuery } from '../../../lib/started-answer.ts';

/** A lunch as the schedule lists it (parent-app.md section 3). */
export type ScheduledLunch = LunchScheduleQuery['lunchSchedule'][number];

/**
 * The lunch schedule, earliest first: a parent's own lunches, or everyone's for an administrator.
 * Read as answered, not through Apollo's normalised cache: writing a few hundred lunches into it
 * and reading them back was the page's longest task on a phone (issue 34), and no other screen
 * reads them from there. Each visit asks again, as it did after a checkout dropped them; the first
 * screen's loader starts the first visit's answer as the app starts (app/router.tsx).
 */
export const lunchSchedule = startedQuery(LunchScheduleDocument, (data) => data.lunchSchedule);
