import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type GraphqlServer } from '../../testing/render-app.tsx';
import { addDays, formatWeekdayMonthDay, mondayOf, schoolToday } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../lib/school-clock.ts';
import { MyOrdersRoute } from './my-orders-route.tsx';
import { TEST_PARENT } from '../../testing/test-parent.ts';
import { TEST_CHILD } from '../../features/ordering/testing/ordering-fixtures.ts';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The same dish every weekday from two weeks ago to two months ahead, whatever week the picker opens on. */
const menu = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((dayOfWeek, index) => ({
  __typename: 'WeeklyMenuItem',
  id: index + 1,
  weekStartDate: isoDay(-14),
  weekEndDate: isoDay(60),
  dayOfWeek,
  menuItem: 'Chicken Wrap',
  description: 'With salad',
  price: '7.50',
  calories: 450,
  imageUrl: null,
  isActive: true,
  allergens: ['wheat'],
  dietTags: [],
  nutrition: { __typename: 'Nutrition', protein: null, carbohydrates: null, fat: null, sodium: null },
}));

/** A paid, active Chicken Wrap of Maya's on `lunchDate`, as the history query answers it. */
const paidChickenWrap = (id: number, lunchDate: string) => ({
  __typename: 'LunchOrder',
  id,
  childId: 7,
  childName: 'Maya',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Room 12',
  lunchDate: lunchDate,
  lunchOptions: ['Chicken Wrap'],
  notes: '',
  totalAmount: '7.50',
  paymentStatus: 'paid',
  isPaid: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  status: 'active',
  creditedAmount: null,
  paymentReference: null,
});

const server: GraphqlServer = {
  CurrentUser: () => ({ data: { me: { __typename: 'User', ...TEST_PARENT } } }),
  OrderFormChildren: () => ({
    data: {
      myChildren: [TEST_CHILD],
    },
  }),
  CheckCartLunches: () => ({ data: { checkCartLunches: [] } }),
  UpcomingWeeklyMenuItems: () => ({ data: { upcomingWeeklyMenuItems: menu } }),
  MyLunchOrders: () => ({ data: { myLunchOrders: [] } }),
  OrderClosures: () => ({ data: { closures: [] } }),
};

describe('order form (the ordering screen adding to the cart)', () => {
  beforeEach(() => window.localStorage.clear());

  test('when the details are incomplete, then the spec messages show and the menu step does not open', async () => {
    const { user } = await renderApp(<MyOrdersRoute />, { server, path: '/my-orders?tab=order' });
    await user.clear(await screen.findByLabelText('Parent/Guardian Name'));
    await user.clear(screen.getByLabelText('Email Address'));
    await user.click(screen.getByRole('button', { name: 'Continue to Menu Selection' }));

    expect(await screen.findByText('Parent/Guardian name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Child name is required')).toBeInTheDocument();
    // The child's select is told its message, as a text box is.
    expect(screen.getByLabelText('Child')).toHaveAccessibleDescription('Child name is required');
    expect(screen.getByLabelText('Child')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Menu Selection' })).not.toBeInTheDocument();
  });

  test('when a child and a lunch are chosen, then Add to Cart puts that lunch in the cart and says Added to Cart', async () => {
    const { user } = await renderApp(<MyOrdersRoute />, { server, path: '/my-orders?tab=order' });
    await user.selectOptions(await screen.findByLabelText('Child'), 'Maya');
    expect(screen.getByLabelText('School')).toHaveValue('Sutter Elementary');
    await user.click(screen.getByRole('button', { name: 'Continue to Menu Selection' }));

    expect(await screen.findByRole('heading', { name: 'Menu Selection' })).toBeInTheDocument();
    const addToCart = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(addToCart).toBeDisabled();
    expect(screen.getByText('Pick a lunch on one or more days.')).toBeInTheDocument();

    const week = screen.getByRole('group', { name: /^Menu for the / });
    const choices = await within(week).findAllByRole('button', { name: /: Chicken Wrap, \$7\.50$/ });
    await user.click(choices[0]!);
    expect(screen.getByText('Selected (1):')).toBeInTheDocument();
    expect(screen.getByText('Total: $7.50')).toBeInTheDocument();
    await waitFor(() => expect(addToCart).toBeEnabled());
    await user.click(addToCart);

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Added to Cart');
    expect(toast).toHaveTextContent('1 lunch order(s) added to your cart successfully.');
    const cart = JSON.parse(window.localStorage.getItem('cart_42') ?? '[]');
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ childName: 'Maya', school: 'Sutter Elementary', parentName: 'Pat Parent', lunchOptions: ['Chicken Wrap'] });
  });

  test('when this week holds a dish that breaks the approved medical diet, then Repeat for the child skips it and says why', async () => {
    const friday = addDays(mondayOf(schoolToday(new Date(), schoolTimeZone)), 4);
    const fridayLunch = paidChickenWrap(501, friday);
    const approved = { __typename: 'ConfirmedDiet', allergens: ['wheat'], diets: [], validUntil: isoDay(90) };
    const withDiet: GraphqlServer = {
      ...server,
      OrderFormChildren: () => ({
        data: {
          myChildren: [
            {
              __typename: 'ChildProfile',
              id: 7,
              name: 'Maya',
              school: 'Sutter Elementary',
              grade: '3',
              teacher: 'Room 12',
              allergies: [],
              diets: [],
              confirmedDiets: [approved],
            },
          ],
        },
      }),
      MyLunchOrders: () => ({ data: { myLunchOrders: [fridayLunch] } }),
    };
    const { user } = await renderApp(<MyOrdersRoute />, { server: withDiet, path: '/my-orders?tab=order' });
    const repeat = await screen.findByRole('button', { name: 'Repeat for Maya' });
    await waitFor(() => expect(repeat).toBeEnabled());
    await user.click(repeat);

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Added 0 lunches for next week');
    expect(toast).toHaveTextContent(
      `Skipped: ${formatWeekdayMonthDay(addDays(friday, 7))}: Maya has a medical diet approved by the school: Chicken Wrap breaks it (wheat).`,
    );
  });

  test("when one school is closed, then its child's days show No service and a child at another school can still pick them", async () => {
    // Every day of the next five weeks closed at school 6 only: whichever week the picker opens on.
    const closures = Array.from({ length: 35 }, (_, offset) => ({
      __typename: 'SchoolClosure',
      date: isoDay(offset),
      reason: 'Water main repair',
      schoolId: 6,
    }));
    const twoSchools: GraphqlServer = {
      ...server,
      OrderFormChildren: () => ({
        data: {
          myChildren: [
            {
              __typename: 'ChildProfile',
              id: 7,
              name: 'Maya',
              school: 'Sutter Elementary',
              schoolId: 3,
              grade: '3',
              teacher: 'Room 12',
              allergies: [],
              diets: [],
              confirmedDiets: [],
            },
            {
              __typename: 'ChildProfile',
              id: 8,
              name: 'Leo',
              school: 'Willow Elementary',
              schoolId: 6,
              grade: '1',
              teacher: 'Room 2',
              allergies: [],
              diets: [],
              confirmedDiets: [],
            },
          ],
        },
      }),
      OrderClosures: () => ({ data: { closures } }),
    };
    for (const [child, closed] of [
      ['Leo', true],
      ['Maya', false],
    ] as const) {
      const { user, unmount } = await renderApp(<MyOrdersRoute />, { server: twoSchools, path: '/my-orders?tab=order' });
      await user.selectOptions(await screen.findByLabelText('Child'), child);
      await user.click(screen.getByRole('button', { name: 'Continue to Menu Selection' }));
      const week = await screen.findByRole('group', { name: /^Menu for the / });
      if (closed) {
        expect((await within(week).findAllByRole('note', { name: /No service – Water main repair/ })).length).toBeGreaterThan(0);
        expect(within(week).queryAllByRole('button', { name: /: Chicken Wrap, \$7\.50$/ })).toHaveLength(0);
      } else {
        expect((await within(week).findAllByRole('button', { name: /: Chicken Wrap, \$7\.50$/ })).length).toBeGreaterThan(0);
        expect(within(week).queryAllByRole('note', { name: /Water main repair/ })).toHaveLength(0);
      }
      unmount();
      window.localStorage.clear();
    }
  });
});

describe('order history (the my-orders history tab)', () => {
  beforeEach(() => window.localStorage.clear());

  const nextWednesday = addDays(mondayOf(schoolToday(new Date(), schoolTimeZone)), 9);
  const upcomingLunch = paidChickenWrap(601, nextWednesday);
  const withOrder: GraphqlServer = {
    ...server,
    MyLunchOrders: () => ({ data: { myLunchOrders: [upcomingLunch] } }),
    MyCredit: () => ({ data: { myCredit: { __typename: 'MyCredit', balance: '0.00', entries: [] } } }),
    CancelLunchOrder: () => ({ data: { cancelLunchOrder: { __typename: 'LunchOrder', id: 601, status: 'cancelled', creditedAmount: '7.50' } } }),
  };
  // The server's answers arrive as on a busy machine: deadlines, not delays.
  const answered = { timeout: 10_000 };

  test('when the parent cancels an upcoming lunch, then its card says it is cancelled', async () => {
    const { user } = await renderApp(<MyOrdersRoute />, { server: withOrder, path: '/my-orders' });
    const card = await screen.findByRole('listitem', { name: 'Order #601' }, answered);
    await user.click(within(card).getByRole('button', { name: 'Cancel lunch' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this lunch?' }, answered)).getByRole('button', { name: 'Cancel lunch' }));

    expect(await screen.findByRole('listitem', { name: 'Order #601, cancelled' }, answered)).toHaveTextContent('Cancelled');
  });

  test('when the parent opens the order tab and comes back, then each tab is chosen with its panel and the history is there again', async () => {
    const { user } = await renderApp(<MyOrdersRoute />, { server: withOrder, path: '/my-orders' });
    await screen.findByRole('listitem', { name: 'Order #601' }, answered);

    await user.click(screen.getByRole('tab', { name: 'Place Order' }));
    expect(screen.getByRole('tab', { name: 'Place Order' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Repeat last week' }, answered)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'my-orders-tab-order');

    await user.click(screen.getByRole('tab', { name: 'Order History' }));
    expect(screen.getByRole('tab', { name: 'Order History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('listitem', { name: 'Order #601' }, answered)).toBeInTheDocument();
  });

  test('when the parent comes back from the order tab, then the history shows the cards it had, not cards drawn anew', async () => {
    const { user } = await renderApp(<MyOrdersRoute />, { server: withOrder, path: '/my-orders' });
    const card = await screen.findByRole('listitem', { name: 'Order #601' }, answered);

    await user.click(screen.getByRole('tab', { name: 'Place Order' }));
    await screen.findByRole('region', { name: 'Repeat last week' }, answered);
    expect(screen.queryByRole('listitem', { name: 'Order #601' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Order History' }));

    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Order #601' })).toBe(card), answered);
  });
});
