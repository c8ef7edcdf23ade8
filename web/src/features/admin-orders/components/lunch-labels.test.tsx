import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import type { AdminOrder } from '../api/admin-orders.ts';
import { adminOrder } from './admin-order-fixture.ts';
import { AdminOrdersTab } from './admin-orders-tab.tsx';

const SCHOOLS = ['Bucher Middle School', 'Stratford Pomeroy', 'Sutter Elementary'];

/** A kitchen's busy day: 600 lunches, a few of them for children with allergies. */
const busyDay: AdminOrder[] = Array.from({ length: 600 }, (_, index) =>
  adminOrder({
    id: 1000 + index,
    childName: `Child ${String(index + 1).padStart(3, '0')}`,
    school: SCHOOLS[index % SCHOOLS.length]!,
    grade: String((index % 12) + 1),
    teacher: `Room ${(index % 20) + 1}`,
    parentName: `Parent ${index + 1}`,
    email: `parent${index + 1}@example.test`,
    childAllergies: index % 50 === 0 ? ['peanuts'] : [],
  }),
);

const realPrint = window.print;
// jsdom lays nothing out and cannot scroll; the list asks the window to stay where it is when it starts.
beforeAll(() => {
  window.scrollTo = () => undefined;
});
afterEach(() => {
  window.print = realPrint;
});

describe('the Orders tab: labels for a busy day', () => {
  test('when the administrator prints the labels of a day of 600 lunches, then the print holds all 600 labels', async () => {
    const { user } = await renderApp(<AdminOrdersTab />, { server: { AdminOrdersOfDay: () => ({ data: { adminOrders: busyDay } }) } });
    const orders = await screen.findByRole('list', { name: /^Orders for / });
    expect(within(orders).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '600');

    await user.click(screen.getByRole('button', { name: 'Print Labels' }));
    const labels = await screen.findByRole('list', { name: /^Lunch labels for / });
    // On screen only the labels that fit are drawn, each telling assistive technology its place among the 600.
    const first = within(labels).getByRole('listitem', { name: 'Label for Child 001, order #1000' });
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '600');

    let printed: string[] = [];
    window.print = () => {
      printed = within(labels)
        .getAllByRole('listitem')
        .map((label) => label.getAttribute('aria-label') ?? '');
    };
    await user.click(screen.getByRole('button', { name: 'Print Now' }));
    expect(printed).toHaveLength(600);
    expect(new Set(printed).size).toBe(600);
    expect(printed).toContain('Label for Child 600, order #1599');
  });
});
