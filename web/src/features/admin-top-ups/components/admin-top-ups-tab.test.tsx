import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { AdminTopUpsTab } from './admin-top-ups-tab.tsx';

const pending = {
  __typename: 'TopUp',
  reference: 'TU-7K2M9Q',
  amount: '20.00',
  status: 'pending',
  createdAt: '2026-12-04T15:00:00.000Z',
  decidedAt: null,
  parentName: 'Ana Parent',
  email: 'ana@example.com',
};

describe('the admin Top-ups tab', () => {
  test('when the administrator marks a pending top-up paid and confirms, then the decision is sent and the list is asked again', async () => {
    let list = [pending];
    const { user, sent } = await renderApp(<AdminTopUpsTab />, {
      server: {
        AdminTopUps: ({ status }) => ({ data: { adminTopUps: list.filter((topUp) => topUp.status === status) } }),
        DecideTopUp: ({ reference, status }) => {
          list = [{ ...pending, status: String(status) }];
          return { data: { decideTopUp: { __typename: 'TopUp', reference, status, decidedAt: '2026-12-04T16:00:00.000Z' } } };
        },
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Top-up TU-7K2M9Q' });
    expect(within(item).getByText('Ana Parent · ana@example.com')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Mark paid' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Mark TU-7K2M9Q paid?' });
    expect(confirm).toHaveTextContent('$20.00 will be added to the balance of Ana Parent. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Mark paid' }));

    expect(await screen.findByText('Top-up marked paid')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'DecideTopUp')?.variables).toEqual({ reference: 'TU-7K2M9Q', status: 'paid' });
    expect(await screen.findByText('No top-ups are waiting.')).toBeInTheDocument();
  });

  test('when the administrator cancels the confirmation, then nothing is sent', async () => {
    const { user, sent } = await renderApp(<AdminTopUpsTab />, { server: { AdminTopUps: () => ({ data: { adminTopUps: [pending] } }) } });
    const item = await screen.findByRole('listitem', { name: 'Top-up TU-7K2M9Q' });
    await user.click(within(item).getByRole('button', { name: 'Mark failed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark TU-7K2M9Q failed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.map((operation) => operation.operationName)).not.toContain('DecideTopUp');
  });
});
