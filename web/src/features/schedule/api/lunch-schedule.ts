import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { LunchScheduleQuery } from '../../../gql/graphql.ts';

/** A lunch as the schedule lists it (parent-app.md section 3). */
export type ScheduledLunch = LunchScheduleQuery['lunchSchedule'][number];

const LUNCH_SCHEDULE_QUERY = graphql(`
  query LunchSchedule {
    lunchSchedule {
      id
      lunchDate
      childName
      school
      grade
      teacher
      parentName
      email
      lunchOptions
      notes
    }
  }
`);

/** The lunch schedule, earliest first: a parent's own lunches, or everyone's for an administrator. */
export const useLunchSchedule = ({ skip }: { skip: boolean }) => useQueryAnswer(LUNCH_SCHEDULE_QUERY, (data) => data.lunchSchedule, { skip });
