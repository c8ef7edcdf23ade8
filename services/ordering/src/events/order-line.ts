import type { EventData } from '@lunchbox/contracts/events';
import type { LunchOrderRow } from '../db/schema.ts';

type OrderLine = EventData<'order.placed'>['orders'][number];

/** The columns of a lunch an order event's line shows. */
export type OrderLineFacts = Pick<LunchOrderRow, 'id' | 'childName' | 'school' | 'grade' | 'lunchDate' | 'lunchOptions' | 'totalCents'>;

/** One lunch as the order events carry it. */
export function orderLineOf(row: OrderLineFacts): OrderLine {
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
