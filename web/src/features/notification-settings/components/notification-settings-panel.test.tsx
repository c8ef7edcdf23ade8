import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { NotificationSettingsPanel } from './notification-settings-panel.tsx';

const stored = {
  __typename: 'NotificationSettings',
  reminders: { __typename: 'ReminderSettings', email: true, whatsapp: false },
  lowBalance: { __typename: 'LowBalanceSettings', email: true, threshold: '10.00' },
};

describe('the profile notification settings', () => {
  test('when the parent turns WhatsApp on and sets a threshold, then Save sends the whole settings and says so', async () => {
    const { user, sent } = await renderApp(<NotificationSettingsPanel />, {
      server: {
        MyNotificationSettings: () => ({ data: { myNotificationSettings: stored } }),
        SetMyNotificationSettings: ({ input }) => {
          const { reminders, lowBalance } = input as { reminders: { email: boolean; whatsapp: boolean }; lowBalance: { email: boolean; threshold: string } };
          return {
            data: {
              setMyNotificationSettings: {
                __typename: 'NotificationSettings',
                reminders: { __typename: 'ReminderSettings', ...reminders },
                lowBalance: { __typename: 'LowBalanceSettings', ...lowBalance },
              },
            },
          };
        },
      },
    });
    const whatsapp = await screen.findByRole('checkbox', { name: 'Reminder by WhatsApp' });
    expect(screen.getByRole('checkbox', { name: 'Reminder by e-mail' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Low-balance threshold')).toHaveValue('10.00'));
    await user.click(whatsapp);
    await user.click(screen.getByRole('checkbox', { name: 'E-mail me when my balance runs low' }));
    await user.clear(screen.getByLabelText('Low-balance threshold'));
    await user.type(screen.getByLabelText('Low-balance threshold'), '15');
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));

    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'SetMyNotificationSettings')?.variables).toEqual({
      input: { reminders: { email: true, whatsapp: true }, lowBalance: { email: false, threshold: '15.00' } },
    });
  });

  test('when the threshold is negative, then the field says so and nothing is sent', async () => {
    const { user, sent } = await renderApp(<NotificationSettingsPanel />, {
      server: { MyNotificationSettings: () => ({ data: { myNotificationSettings: stored } }) },
    });
    const threshold = await screen.findByLabelText('Low-balance threshold');
    await user.clear(threshold);
    await user.type(threshold, '-5');
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    expect(await screen.findByText('Enter an amount of 0.00 or more, such as 10.00')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('SetMyNotificationSettings');
  });

  test('when the settings cannot be loaded, then the section says so with a Retry', async () => {
    await renderApp(<NotificationSettingsPanel />, { server: { MyNotificationSettings: () => ({ error: 'down', code: 'INTERNAL_SERVER_ERROR' }) } });
    expect(await screen.findByText('Could not load the notification settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
