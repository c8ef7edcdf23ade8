import { useQuery } from '@apollo/client/react';
import {
  DeliverySheetsDocument,
  ProductionSchoolsDocument,
  ProductionSheetDocument,
  type DeliverySheetsQuery,
  type ProductionSheetQuery,
} from '../../../gql/graphql.ts';
import { queryHook } from '../../../lib/operation-hooks.ts';

export type ProductionSheet = ProductionSheetQuery['productionSheet'];
export type ProductionItemCount = ProductionSheet['days'][number]['items'][number];

/** One date, or the Monday to Friday week that holds the date. */
export type ProductionRange = { kind: 'date' | 'week'; date: string };

export type DeliverySheets = DeliverySheetsQuery['deliverySheets'];

/**
 * GET /api/admin/production?date= or ?week= (&schoolId=: one school's): asked again each time the
 * tab shows it, as orders keep coming. The answer is kept out of Apollo's cache: writing a busy
 * day's sheet (hundreds of nested counts) into it and reading it back was a third of a second of
 * the tab's first task on a phone (issue 34), and nothing else reads it from there.
 */
export function useProductionSheet(range: ProductionRange | null, schoolId: number | null = null) {
  const { data, loading, error, refetch } = useQuery(ProductionSheetDocument, {
    variables: range ? { [range.kind]: range.date, schoolId } : {},
    skip: range === null,
    fetchPolicy: 'no-cache',
  });
  return { sheet: data?.productionSheet ?? null, loading: loading && !data, error, refetch };
}

/** The same sheet as a CSV file (the REST path), for the Download CSV link. */
export function productionCsvUrl(range: ProductionRange, schoolId: number | null = null): string {
  const school: Record<string, string> = schoolId === null ? {} : { schoolId: String(schoolId) };
  return `/api/admin/production?${new URLSearchParams({ [range.kind]: range.date, ...school, format: 'csv' }).toString()}`;
}

/** GET /api/admin/delivery-sheets?date=(&schoolId=): the driver's sheet of each school (issue 31), asked again each time it shows. */
export function useDeliverySheets(date: string, schoolId: number | null) {
  const { data, loading, error, refetch } = useQuery(DeliverySheetsDocument, { variables: { date, schoolId }, fetchPolicy: 'cache-and-network' });
  return { sheets: data?.deliverySheets ?? null, loading: loading && !data, error, refetch };
}

/** GET /api/schools, for the school filter: every school (a past one may still have lunches). */
export const useProductionSchools = queryHook(ProductionSchoolsDocument, 'schools');
