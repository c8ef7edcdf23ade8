import type { EventData } from '@lunchbox/contracts/events';
import type { LunchOrderRow } from '../db/schema.ts';

type OrderLine = EventData<'order.placed'>['orders'][number];

/** One lunch as the order events carry it. */
export function orderLineOf(row: LunchOrderRow): OrderLine {
  return {
    orderId: row.id,
    childName: row.childName,
    school: row.school,
    grade: row.grade,
    lunchDate: row.lunchDate,
    lunchOptions: row.lunchOptions,
    totalCents: row.totalCents,
  };
}
