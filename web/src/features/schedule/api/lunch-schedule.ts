import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A lunch as the schedule lists it (parent-app.md section 3). */
export interface ScheduledLunch {
  __typename?: 'LunchOrder';
  id: number;
  /** 'YYYY-MM-DD'. */
  lunchDate: string;
  childName: string;
  school: string;
  grade: string;
  teacher: string | null;
  parentName: string;
  email: string;
  lunchOptions: string[];
  notes: string | null;
}

const LUNCH_SCHEDULE_QUERY: TypedDocumentNode<{ lunchSchedule: ScheduledLunch[] }, Record<string, never>> = gql`
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
`;

/** The lunch schedule, earliest first: a parent's own lunches, or everyone's for an administrator. */
export function useLunchSchedule({ skip }: { skip: boolean }) {
  const { data, loading, error, refetch } = useQuery(LUNCH_SCHEDULE_QUERY, { skip });
  return { lunches: data?.lunchSchedule ?? [], loading: loading && !data, error, refetch };
}
