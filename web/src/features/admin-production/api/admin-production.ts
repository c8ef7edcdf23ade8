import { useQuery } from '@apollo/client/react';
import { isValidTimeZone, schoolToday, weekdayOnOrAfter } from '@lunchbox/domain/school-dates';
import {
  DeliverySheetsDocument,
  ProductionSchoolsDocument,
  ProductionSheetDocument,
  type DeliverySheetsQuery,
  type ProductionSheetQuery,
} from '../../../gql/graphql.ts';
import type { DataClient } from '../../../lib/data-layer.ts';
import { queryHook } from '../../../lib/operation-hooks.ts';
import { SCHOOL_SETTINGS_QUERY } from '../../../lib/school-clock.ts';
import { startedQuery } from '../../../lib/started-answer.ts';

export type ProductionSheet = ProductionSheetQuery['productionSheet'];
export type ProductionItemCount = ProductionSheet['days'][number]['items'][number];

/** One date, or the Monday to Friday week that holds the date. */
export type ProductionRange = { kind: 'date' | 'week'; date: string };

export type DeliverySheets = DeliverySheetsQuery['deliverySheets'];

/**
 * GET /api/admin/production?date= or ?week= (&schoolId=: one school's): asked again each time the
 * tab shows it, as orders keep coming. The answer is kept out of Apollo's cache: writing a busy
 * day's sheet (hundreds of nested counts) into it and reading it back was a third of a second of
 * the tab's first task on a phone (issue 34), and nothing else reads it from there. The first day's
 * sheet may have been started as the app started (preloadProductionSheet), so that the server draws
 * it with the page; taken within a minute: later, orders may have come.
 */
const productionSheetOf = startedQuery(ProductionSheetDocument, (data: ProductionSheetQuery) => data.productionSheet, { maxAgeMs: 60_000 });

/** The sheet's variables: the same object for the same range and school, as the started answer is kept by them. */
const sheetVariables = (range: ProductionRange, schoolId: number | null) => ({ [range.kind]: range.date, schoolId });

export function useProductionSheet(range: ProductionRange | null, schoolId: number | null = null) {
  const { answer, loading, error, refetch } = productionSheetOf.useAnswer({
    skip: range === null,
    variables: range ? sheetVariables(range, schoolId) : undefined,
  });
  return { sheet: answer ?? null, loading, error, refetch };
}

/** The day the Production tab opens on: today at the schools, or the next weekday on a weekend. */
export function firstSheetDay(timeZone: string): string {
  return weekdayOnOrAfter(schoolToday(new Date(), timeZone));
}

/**
 * The first day's sheet of every school, and the schools of the filter, asked for as the app starts on
 * the Production tab (app/router.tsx): the server draws the page with them, where the sheet came some
 * seconds after the page on a phone, the tab's code having come and asked for it (issue 34: LCP).
 */
export async function preloadProductionSheet(client: DataClient): Promise<unknown> {
  const { data: settings } = await client.query({ query: SCHOOL_SETTINGS_QUERY });
  const timeZone = settings?.schoolSettings.timeZone;
  if (!timeZone || !isValidTimeZone(timeZone)) return undefined;
  return Promise.all([
    productionSheetOf.start(client, sheetVariables({ kind: 'date', date: firstSheetDay(timeZone) }, null)),
    client.query({ query: ProductionSchoolsDocument }),
  ]);
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
