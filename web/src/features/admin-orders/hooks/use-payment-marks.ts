import { useCallback, useMemo, useState } from 'react';
import type { AdminOrder, PaymentMark } from '../api/admin-orders.ts';

const NO_MARKS: ReadonlyMap<number, PaymentMark> = new Map();

/**
 * The day's orders with the payment marks made on them since they arrived (admin-area.md section 4:
 * the badge changes at once), and the function a card calls with the server's answer to a mark. The
 * orders are not in Apollo's cache (useAdminOrders), so the marks are kept here, above the list's
 * cards, which come and go as the list scrolls; a new answer from the server holds them already.
 */
export function usePaymentMarks(orders: readonly AdminOrder[]): [readonly AdminOrder[], (mark: PaymentMark) => void] {
  const [marks, setMarks] = useState<{ of: readonly AdminOrder[]; byId: ReadonlyMap<number, PaymentMark> }>({ of: orders, byId: NO_MARKS });
  const byId = marks.of === orders ? marks.byId : NO_MARKS;
  const marked = useMemo(
    () =>
      byId.size === 0
        ? orders
        : orders.map((order) => {
            const mark = byId.get(order.id);
            return mark ? { ...order, paymentStatus: mark.paymentStatus, isPaid: mark.isPaid } : order;
          }),
    [orders, byId],
  );
  const onMarked = useCallback(
    (mark: PaymentMark) =>
      setMarks((current) => ({ of: orders, byId: new Map(current.of === orders ? current.byId : NO_MARKS).set(mark.id, mark) })),
    [orders],
  );
  return [marked, onMarked];
}
