import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { adminOrder } from './admin-order-fixture.ts';
import { AdminOrdersTab } from './admin-orders-tab.tsx';

const order = adminOrder({ id: 501, childName: 'Ava Stone', parentName: 'Mia Stone', email: 'mia@example.test' });

// jsdom lays nothing out and cannot scroll; the list asks the window to stay where it is when it starts.
beforeAll(() => {
  window.scrollTo = () => undefined;
});

describe('the Orders tab: switching to the labels and back', () => {
  test('when the administrator presses Print Labels, then Back to Orders, then neither button draws a ripple (its first drawing restyled the page inside the press)', async () => {
    const { user } = await renderApp(<AdminOrdersTab />, { server: { AdminOrdersOfDay: () => ({ data: { adminOrders: [order] } }) } });
    await screen.findByRole('list', { name: /^Orders for / });

    const printLabels = screen.getByRole('button', { name: 'Print Labels' });
    await user.click(printLabels);
    expect(printLabels.querySelector('.MuiTouchRipple-root')).toBeNull();
    await screen.findByRole('list', { name: /^Lunch labels for / });

    const back = screen.getByRole('button', { name: 'Back to Orders' });
    await user.click(back);
    expect(back.querySelector('.MuiTouchRipple-root')).toBeNull();
    await screen.findByRole('list', { name: /^Orders for / });
  });
});
