import { useQuery } from '@apollo/client/react';
import { ProductionSheetDocument, type ProductionSheetQuery } from '../../../gql/graphql.ts';

export type ProductionSheet = ProductionSheetQuery['productionSheet'];
export type ProductionItemCount = ProductionSheet['days'][number]['items'][number];

/** One date, or the Monday to Friday week that holds the date. */
export type ProductionRange = { kind: 'date' | 'week'; date: string };

/** GET /api/admin/production?date= or ?week=: asked again each time the tab shows it, as orders keep coming. */
export function useProductionSheet(range: ProductionRange | null) {
  const { data, loading, error, refetch } = useQuery(ProductionSheetDocument, {
    variables: range ? { [range.kind]: range.date } : {},
    skip: range === null,
    fetchPolicy: 'cache-and-network',
  });
  return { sheet: data?.productionSheet ?? null, loading: loading && !data, error, refetch };
}

/** The same sheet as a CSV file (the REST path), for the Download CSV link. */
export function productionCsvUrl(range: ProductionRange): string {
  return `/api/admin/production?${new URLSearchParams({ [range.kind]: range.date, format: 'csv' }).toString()}`;
}
