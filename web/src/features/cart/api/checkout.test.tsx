import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { renderApp, type GraphqlAnswer } from '../../../testing/render-app.tsx';
import { usePlaceOrders } from './checkout.ts';

const lunch = (id: string): CartItem => ({
  id,
  childName: 'Maya',
  parentName: 'Pat Parent',
  email: 'parent@example.org',
  phone: '555-123-4567',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Room 12',
  lunchDate: '2099-06-01',
  lunchOptions: ['Chicken Wrap'],
  weeklyMenuItemIds: [1],
  totalAmount: 7.5,
  notes: '',
  addedAt: '2099-05-01T10:00:00.000Z',
});

/** The cart screen's pay button, reduced to the hook it calls: one click, one checkout of `items`. */
function Pay({ items }: { items: CartItem[] }) {
  const { placeOrders } = usePlaceOrders({ saveCart: () => undefined });
  return (
    <button type="button" onClick={() => void placeOrders(items)}>
      Pay
    </button>
  );
}

const placed: GraphqlAnswer = {
  data: {
    checkout: {
      __typename: 'CheckoutResult',
      checkoutId: 'x',
      paymentReference: 'LB-1',
      totalAmount: '7.50',
      creditApplied: '0.00',
      amountDue: '7.50',
      orders: [],
      replayed: false,
    },
  },
};

describe('checkout request', () => {
  test('when a checkout is sent again for the same cart, then it carries the same Idempotency-Key (its checkoutId); after it succeeded, the next checkout carries a new one', async () => {
    const answers: GraphqlAnswer[] = [{ error: 'Service unavailable', code: 'INTERNAL_SERVER_ERROR' }, placed, placed];
    const { user, sent } = await renderApp(<Pay items={[lunch('a'), lunch('b')]} />, { server: { Checkout: () => answers.shift()! } });
    const checkouts = () => sent.filter((operation) => operation.operationName === 'Checkout');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(checkouts()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(checkouts()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(checkouts()).toHaveLength(3));

    const [first, retry, next] = checkouts().map((operation) => operation.headers['idempotency-key']);
    expect(first).toBe(checkouts()[0]!.variables.checkoutId);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
