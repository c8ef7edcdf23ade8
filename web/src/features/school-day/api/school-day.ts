import { useQuery } from '@apollo/client/react';
import { SchoolOrdersDocument, type SchoolOrdersQuery } from '../../../gql/graphql.ts';

export type SchoolLunch = SchoolOrdersQuery['schoolOrders'][number];

/** The school office's own school's lunches of `date` (the ordering service knows the school from the session); asked again each time the day shows. */
export function useSchoolOrders(date: string) {
  const { data, loading, error, refetch } = useQuery(SchoolOrdersDocument, { variables: { date }, skip: !date, fetchPolicy: 'cache-and-network' });
  return { lunches: data?.schoolOrders ?? [], loading: loading && !data, error, refetch };
}
