import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import { EveryWeekButton } from './every-week-button.tsx';

const day = (mode: string, extra: Record<string, string | null> = {}) => ({
  __typename: 'StandingOrderDay',
  mode,
  dish: null,
  dietTag: null,
  fallback: 'skip',
  ...extra,
});

const saved = {
  __typename: 'StandingOrder',
  childId: 7,
  active: true,
  nextWeek: '2026-12-07',
  days: {
    __typename: 'StandingOrderDays',
    Monday: day('first'),
    Tuesday: day('skip'),
    Wednesday: day('skip'),
    Thursday: day('skip'),
    Friday: day('skip'),
  },
};

const dishes = {
  upcomingWeeklyMenuItems: [
    { __typename: 'WeeklyMenuItem', id: 1, menuItem: 'Pasta Bake' },
    { __typename: 'WeeklyMenuItem', id: 2, menuItem: 'Veggie Wrap' },
  ],
};

async function openDialog(server: GraphqlServer) {
  const view = await renderApp(<EveryWeekButton child={{ id: 7, name: 'Maya' }} />, { server });
  await view.user.click(screen.getByRole('button', { name: 'Every week for Maya' }));
  const dialog = await screen.findByRole('dialog', { name: 'Every week for Maya' });
  await within(dialog).findByText('Next placed: week of Dec 7, 2026');
  return { ...view, dialog };
}

describe('the "Every week" standing-order dialog', () => {
  test('when a named dish and a diet are chosen, then Save sends the pattern with only what each mode reads', async () => {
    const { user, sent, dialog } = await openDialog({
      MyStandingOrders: () => ({ data: { myStandingOrders: [saved] } }),
      StandingOrderDishes: () => ({ data: dishes }),
      SetStandingOrder: ({ input }) => ({ data: { setStandingOrder: { ...saved, active: (input as { active: boolean }).active } } }),
    });
    expect(within(dialog).getByRole('switch', { name: 'Place these lunches every week' })).toBeChecked();
    const tuesday = within(dialog).getByRole('group', { name: 'Tuesday' });
    await user.selectOptions(within(tuesday).getByLabelText('Lunch'), 'A named dish');
    await user.selectOptions(within(tuesday).getByLabelText('Dish'), 'Veggie Wrap');
    await user.selectOptions(within(tuesday).getByLabelText('If it is not on the menu'), 'First dish of the day');
    const friday = within(dialog).getByRole('group', { name: 'Friday' });
    await user.selectOptions(within(friday).getByLabelText('Lunch'), 'A diet');
    await user.selectOptions(within(friday).getByLabelText('Diet'), 'vegetarian');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Standing order saved')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'SetStandingOrder')?.variables).toEqual({
      childId: 7,
      input: {
        active: true,
        days: {
          Monday: { mode: 'first', fallback: 'skip' },
          Tuesday: { mode: 'item', dish: 'Veggie Wrap', fallback: 'first' },
          Wednesday: { mode: 'skip', fallback: 'skip' },
          Thursday: { mode: 'skip', fallback: 'skip' },
          Friday: { mode: 'diet', dietTag: 'vegetarian', fallback: 'skip' },
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('when a named dish is left unchosen, then the day says so and nothing is sent', async () => {
    const { user, sent, dialog } = await openDialog({
      MyStandingOrders: () => ({ data: { myStandingOrders: [saved] } }),
      StandingOrderDishes: () => ({ data: dishes }),
    });
    const wednesday = within(dialog).getByRole('group', { name: 'Wednesday' });
    await user.selectOptions(within(wednesday).getByLabelText('Lunch'), 'A named dish');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(wednesday).findByText('Choose the dish for this day')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('SetStandingOrder');
  });

  test('when the server refuses the pattern, then its message shows inside the dialog, which stays open', async () => {
    const { user, dialog } = await openDialog({
      MyStandingOrders: () => ({ data: { myStandingOrders: [saved] } }),
      StandingOrderDishes: () => ({ data: dishes }),
      SetStandingOrder: () => ({ error: 'Child not found', code: 'NOT_FOUND' }),
    });
    await user.click(within(dialog).getByRole('switch', { name: 'Place these lunches every week' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Standing order not saved');
    expect(alert).toHaveTextContent('Child not found');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
