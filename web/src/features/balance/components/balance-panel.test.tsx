import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { BalancePanel } from './balance-panel.tsx';

const options = {
  __typename: 'PaymentOptions',
  paypalUrl: 'https://paypal.me/lunchbox/20.00',
  paypalQr: 'data:image/svg+xml,<svg/>',
  zelleUrl: 'https://enroll.zellepay.com',
  zelleQr: 'data:image/svg+xml,<svg/>',
  zelleRecipient: 'pay@lunchbox.test',
  zelleRecipientName: 'Lunchbox',
};

const created = {
  __typename: 'TopUp',
  reference: 'TU-7K2M9Q',
  amount: '20.00',
  status: 'pending',
  createdAt: '2026-12-04T15:00:00.000Z',
  decidedAt: null,
  paymentOptions: options,
};

const server = (topUps: unknown[]) => ({
  MyBalance: () => ({ data: { myCredit: { __typename: 'MyCredit', balance: '12.50' } } }),
  MyTopUps: () => ({ data: { myTopUps: topUps } }),
});

describe('the profile balance and top-up form', () => {
  test('when the amount is outside 5.00 to 500.00, then the form says the range and sends nothing', async () => {
    const { user, sent } = await renderApp(<BalancePanel />, { server: server([]) });
    expect(await screen.findByTestId('balance-amount')).toHaveTextContent('$12.50');
    expect(await screen.findByText('No top-ups yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '3');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Enter an amount from 5.00 to 500.00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByText('Enter an amount from 5.00 to 500.00')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('CreateTopUp');
  });

  test('when a valid amount is topped up, then its reference and the PayPal and Zelle options show, and the list has it pending', async () => {
    let topUps: unknown[] = [];
    const { user, sent } = await renderApp(<BalancePanel />, {
      server: {
        ...server([]),
        MyTopUps: () => ({ data: { myTopUps: topUps } }),
        CreateTopUp: () => {
          topUps = [created];
          return { data: { createTopUp: created } };
        },
      },
    });
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Top up' }));

    const payment = await screen.findByRole('region', { name: 'Pay your top-up of $20.00' });
    expect(within(payment).getByTestId('top-up-reference')).toHaveTextContent('TU-7K2M9Q');
    expect(within(payment).getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute('href', 'https://paypal.me/lunchbox/20.00');
    await user.click(within(payment).getByRole('tab', { name: 'Zelle' }));
    expect(within(payment).getByText('pay@lunchbox.test')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'CreateTopUp')?.variables).toEqual({ amount: '20.00' });

    const list = await screen.findByRole('list', { name: 'My top-ups' });
    expect(within(list).getByText('$20.00 · TU-7K2M9Q')).toBeInTheDocument();
    expect(within(list).getByText('Pending')).toBeInTheDocument();
  });

  test('when the server refuses the top-up, then its message shows in a toast', async () => {
    const { user } = await renderApp(<BalancePanel />, {
      server: { ...server([]), CreateTopUp: () => ({ error: 'amount must be between 5.00 and 500.00' }) },
    });
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Top-up not created');
    expect(toast).toHaveTextContent('amount must be between 5.00 and 500.00');
  });
});
