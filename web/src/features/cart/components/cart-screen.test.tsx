import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { cartStorageKey } from '@lunchbox/domain/cart-storage-key';
import { addDays, formatLongDate, schoolToday } from '@lunchbox/domain/school-dates';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { TEST_PARENT } from '../../../testing/test-parent.ts';
import { CartScreen } from './cart-screen.tsx';

const CHILDREN = ['Ana', 'Ben', 'Cy'];

/** How long the cart may take to show, on a machine busy with other tests. */
const DEADLINE_MS = 15_000;

/** The busy parent's cart: each of 3 children has a lunch on 5 days starting two weeks ahead (none near its cut-off). */
function fullCart() {
  const first = addDays(schoolToday(new Date(), schoolTimeZone), 14);
  return CHILDREN.flatMap((childName, child) =>
    [0, 1, 2, 3, 4].map((day) => ({
      id: `${childName}-${day}`,
      childId: child + 1,
      childName,
      parentName: TEST_PARENT.fullName,
      email: TEST_PARENT.email,
      phone: TEST_PARENT.phone,
      school: 'Sutter Elementary',
      grade: '3',
      teacher: 'Room 4',
      lunchDate: addDays(first, day),
      lunchOptions: ['Cheese Pizza'],
      weeklyMenuItemIds: [1],
      totalAmount: 5.5,
      notes: '',
      addedAt: new Date().toISOString(),
    })),
  );
}

const server: GraphqlServer = {
  CurrentUser: () => ({ data: { me: { __typename: 'User', ...TEST_PARENT } } }),
  CartCredit: () => ({ data: { myCredit: { __typename: 'Credit', balance: '0.00' } } }),
  CheckCartLunches: () => ({ data: { checkCartLunches: [] } }),
};

describe('the cart with a full week for three children', () => {
  beforeEach(() => window.localStorage.clear());

  test('when the parent opens it, then every lunch shows under its child, with the summary of all 15', async () => {
    const cart = fullCart();
    window.localStorage.setItem(cartStorageKey(TEST_PARENT.id), JSON.stringify(cart));
    await renderApp(<CartScreen />, { server, path: '/cart' });

    expect(await screen.findByText('15 item(s) in your cart', undefined, { timeout: DEADLINE_MS })).toBeInTheDocument();
    // The rows come a few per task after the heading; the parent ends up with all of them and the summary.
    await waitFor(() => expect(screen.getByTestId('summary-items')).toHaveTextContent('15'), { timeout: DEADLINE_MS });
    for (const childName of CHILDREN) {
      const group = screen.getByRole('region', { name: childName });
      for (const lunch of cart.filter((item) => item.childName === childName)) {
        expect(within(group).getByRole('listitem', { name: `${childName}, ${formatLongDate(lunch.lunchDate)}` })).toBeInTheDocument();
      }
    }
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$82.50');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});
