import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { adminOrder } from './admin-order-fixture.ts';
import { AdminOrdersTab } from './admin-orders-tab.tsx';

const ana = adminOrder({ id: 7, childName: 'Ana', lunchOptions: ['Veggie Pasta'] });

beforeAll(() => {
  window.scrollTo = () => undefined;
});

describe('the Orders tab: payment marks', () => {
  test('when the administrator marks an order paid, then its badge says Paid and the button is no longer offered', async () => {
    const { user } = await renderApp(<AdminOrdersTab />, {
      server: {
        AdminOrdersOfDay: () => ({ data: { adminOrders: [ana] } }),
        SetOrderPaymentStatus: () => ({ data: { setOrderPaymentStatus: { __typename: 'LunchOrder', id: 7, paymentStatus: 'paid', isPaid: true } } }),
      },
    });
    const card = within(await screen.findByRole('listitem', { name: 'Ana' }));
    expect(card.getByLabelText('Payment: Pending')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Mark Paid: order #7' }));
    expect(await card.findByLabelText('Payment: Paid')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mark Paid: order #7' })).toBeDisabled();
  });
});
