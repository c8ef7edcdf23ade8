import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import type { AdminOrder } from '../api/admin-orders.ts';
import { AdminOrdersTab } from './admin-orders-tab.tsx';

const order: AdminOrder & { __typename: 'LunchOrder' } = {
  __typename: 'LunchOrder',
  id: 501,
  childName: 'Ava Stone',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Room 4',
  lunchDate: '2026-12-03',
  lunchOptions: ['Veggie Burger'],
  notes: null,
  totalAmount: '5.75',
  paymentStatus: 'pending',
  isPaid: false,
  createdAt: '2026-11-30T18:00:00.000Z',
  parentName: 'Mia Stone',
  email: 'mia@example.test',
  phone: '555-010-0000',
  childAllergies: [],
  childMedicalDiet: [],
  allergenCheck: [],
};

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
