import { beforeEach, describe, expect, test } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import type { OrderCart } from '../types/order-cart.ts';
import { MyOrdersScreen } from './my-orders-screen.tsx';
import { TEST_PARENT } from '../../../testing/test-parent.ts';
import { TEST_CHILD } from '../testing/ordering-fixtures.ts';

const server: GraphqlServer = {
  CurrentUser: () => ({ data: { me: { __typename: 'User', ...TEST_PARENT } } }),
  OrderFormChildren: () => ({
    data: {
      myChildren: [TEST_CHILD],
    },
  }),
  UpcomingWeeklyMenuItems: () => ({ data: { upcomingWeeklyMenuItems: [] } }),
  MyLunchOrders: () => ({ data: { myLunchOrders: [] } }),
  MyCredit: () => ({ data: { myCredit: { __typename: 'MyCredit', balance: '0.00', entries: [] } } }),
  OrderClosures: () => ({ data: { closures: [] } }),
};

/** An empty cart kept in memory: these tests only open the tabs. */
function emptyCart(): OrderCart {
  let items: CartItem[] = [];
  return {
    get items() {
      return items;
    },
    save: (next) => {
      items = [...next];
    },
    checkLunches: async () => [],
  };
}

// The server's answers arrive as on a busy machine: deadlines, not delays.
const answered = { timeout: 10_000 };

describe('my orders tabs', () => {
  beforeEach(() => window.localStorage.clear());

  test('when the parent taps Place Order, then that tab is chosen and a loading state is announced at once, and the form follows', async () => {
    await renderApp(<MyOrdersScreen cart={emptyCart()} />, { server, path: '/my-orders' });
    const place = await screen.findByRole('tab', { name: 'Place Order' });

    // One tap, and nothing after it: what the tap itself drew.
    act(() => {
      fireEvent.click(place);
    });
    expect(place).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Order History' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('progressbar', { name: 'Loading' }).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');

    expect(await screen.findByRole('region', { name: 'Repeat last week' }, answered)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'my-orders-tab-order');
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  test('when the parent moves along the tabs with the arrow keys and presses Enter, then the focused tab is chosen', async () => {
    const { user } = await renderApp(<MyOrdersScreen cart={emptyCart()} />, { server, path: '/my-orders' });
    const history = await screen.findByRole('tab', { name: 'Order History' });
    const place = screen.getByRole('tab', { name: 'Place Order' });
    // Only the chosen tab is in the Tab order.
    expect(history).toHaveAttribute('tabindex', '0');
    expect(place).toHaveAttribute('tabindex', '-1');

    act(() => history.focus());
    await user.keyboard('{ArrowRight}');
    expect(place).toHaveFocus();
    expect(history).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(history).toHaveFocus();
    await user.keyboard('{End}');
    expect(place).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(place).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Repeat last week' }, answered)).toBeInTheDocument();
    expect(place).toHaveAttribute('tabindex', '0');
  });
});
