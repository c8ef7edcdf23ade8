import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';
import type { ProductionSheetQuery } from '../../../gql/graphql.ts';

export type ProductionSheet = ProductionSheetQuery['productionSheet'];
export type ProductionItemCount = ProductionSheet['days'][number]['items'][number];

/** One date, or the Monday to Friday week that holds the date. */
export type ProductionRange = { kind: 'date' | 'week'; date: string };

export const PRODUCTION_SHEET_QUERY = graphql(`
  query ProductionSheet($date: String, $week: String) {
    productionSheet(date: $date, week: $week) {
      from
      to
      total
      days {
        date
        total
        items {
          ...ProductionItemCountFields
        }
        schools {
          school
          total
          items {
            ...ProductionItemCountFields
          }
          classes {
            grade
            teacher
            total
            items {
              ...ProductionItemCountFields
            }
          }
        }
      }
    }
  }

  fragment ProductionItemCountFields on ProductionItemCount {
    menuItem
    count
    allergyNotes {
      childName
      grade
      teacher
      allergies
    }
  }
`);

/** GET /api/admin/production?date= or ?week=: asked again each time the tab shows it, as orders keep coming. */
export function useProductionSheet(range: ProductionRange | null) {
  const { data, loading, error, refetch } = useQuery(PRODUCTION_SHEET_QUERY, {
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
