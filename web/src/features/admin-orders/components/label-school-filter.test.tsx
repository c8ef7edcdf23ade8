import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import type { AdminOrder } from '../api/admin-orders.ts';
import { AdminOrdersTab } from './admin-orders-tab.tsx';

const SCHOOLS = [
  { __typename: 'School' as const, id: 3, name: 'Sutter Elementary', deliveryTime: '12:00' },
  { __typename: 'School' as const, id: 6, name: 'Willow Elementary', deliveryTime: '11:00' },
];

function order(id: number, childName: string, school: string, allergies: string[] = []): AdminOrder & { __typename: 'LunchOrder' } {
  return {
    __typename: 'LunchOrder',
    id,
    childName,
    school,
    grade: '3',
    teacher: 'Room 4',
    lunchDate: '2026-12-03',
    lunchOptions: ['Veggie Pasta'],
    notes: null,
    totalAmount: '0.00',
    paymentStatus: 'withheld',
    isPaid: false,
    createdAt: '2026-11-30T18:00:00.000Z',
    parentName: '',
    email: '',
    phone: '',
    childAllergies: allergies,
    childMedicalDiet: [],
    allergenCheck: [],
  };
}

/** A day at two schools: Ana and Carla at Sutter, Ben at Willow. */
const day = [order(1, 'Ana', 'Sutter Elementary', ['peanuts']), order(2, 'Ben', 'Willow Elementary'), order(3, 'Carla', 'Sutter Elementary')];

const server = {
  AdminOrdersOfDay: () => ({ data: { adminOrders: day } }),
  LabelSchools: () => ({ data: { schools: SCHOOLS } }),
};

const labelNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((label) => label.getAttribute('aria-label'));

const realPrint = window.print;
beforeAll(() => {
  window.scrollTo = () => undefined;
});
afterEach(() => {
  window.print = realPrint;
});

describe('the labels: every school or one school (issue 31)', () => {
  test('when the labels are shown, then every school is chosen and every school’s labels are there, in delivery order', async () => {
    const { user } = await renderApp(<AdminOrdersTab />, { server });
    await screen.findByRole('list', { name: /^Orders for / });
    await user.click(screen.getByRole('button', { name: 'Print Labels' }));
    expect(screen.getByRole('combobox', { name: 'School' })).toHaveDisplayValue('Every school');
    const labels = await screen.findByRole('list', { name: /^Lunch labels for / });
    // Willow is delivered at 11:00, before Sutter at 12:00.
    expect(labelNames(labels)).toEqual(['Label for Ben, order #2', 'Label for Ana, order #1', 'Label for Carla, order #3']);
  });

  test('when one school is chosen, then only its children’s labels are shown and printed', async () => {
    const { user } = await renderApp(<AdminOrdersTab />, { server });
    await screen.findByRole('list', { name: /^Orders for / });
    await user.click(screen.getByRole('button', { name: 'Print Labels' }));
    await screen.findByRole('list', { name: /^Lunch labels for / });

    const school = screen.getByRole('combobox', { name: 'School' });
    expect(within(school).getAllByRole('option').map((option) => option.textContent)).toEqual(['Every school', 'Sutter Elementary', 'Willow Elementary']);
    await user.selectOptions(school, 'Sutter Elementary');
    expect(school).toHaveDisplayValue('Sutter Elementary');
    // The chosen school's labels are drawn in a transition, after the choice shows.
    await waitFor(() => expect(labelNames(screen.getByRole('list', { name: /^Lunch labels for / }))).toEqual(['Label for Ana, order #1', 'Label for Carla, order #3']));
    const labels = screen.getByRole('list', { name: /^Lunch labels for / });
    expect(labels).not.toHaveTextContent('Ben');

    let printed: string[] = [];
    window.print = () => {
      printed = labelNames(screen.getByRole('list', { name: /^Lunch labels for / })) as string[];
    };
    await user.click(screen.getByRole('button', { name: 'Print Now' }));
    expect(printed).toEqual(['Label for Ana, order #1', 'Label for Carla, order #3']);
  });

  test('when a school without lunches that day is chosen, then it says so and there is nothing to print', async () => {
    const { user } = await renderApp(<AdminOrdersTab />, {
      server: { ...server, AdminOrdersOfDay: () => ({ data: { adminOrders: day.filter((lunch) => lunch.school === 'Sutter Elementary') } }) },
    });
    await screen.findByRole('list', { name: /^Orders for / });
    await user.click(screen.getByRole('button', { name: 'Print Labels' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), 'Willow Elementary');
    expect(await screen.findByText('No labels for Willow Elementary on this day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Now' })).toBeDisabled();
  });
});
