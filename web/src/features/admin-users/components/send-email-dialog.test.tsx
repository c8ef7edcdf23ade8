import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { jane, OpensDialog } from '../testing/users-tab.tsx';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import type { AdminUser } from '../api/admin-users.ts';
import { SendEmailDialog } from './send-email-dialog.tsx';

const EmailButton = ({ user }: { user: AdminUser }) => <OpensDialog label="Email" dialog={(close) => <SendEmailDialog user={user} onClose={close} />} />;

/** A server whose e-mail goes out at once. */
const mailServer: GraphqlServer = {
  SendUserEmail: () => ({
    data: {
      sendUserEmail: {
        __typename: 'EmailNotification',
        id: 1,
        status: 'sent',
        sentCount: 1,
        failedCount: 0,
        recipientEmails: ['jane@example.com'],
        error: null,
      },
    },
  }),
};

afterEach(() => window.localStorage.clear());

describe('the Users tab: e-mail a user, with a local draft', () => {
  test('when the administrator writes part of an e-mail and cancels, then the dialog opens again on it, and once sent it opens empty', async () => {
    const { user, sent } = await renderApp(<EmailButton user={jane} />, { server: mailServer });
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(await screen.findByRole('dialog', { name: 'Send Email to Jane Parent' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Lunch money');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('Lunch money');
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Message'), 'Your balance is low.');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map(({ variables }) => variables)).toEqual([{ userId: 7, subject: 'Lunch money', message: 'Your balance is low.' }]);

    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  test.each([
    ['the call is refused', { error: 'The mail server is unreachable.', code: 'INTERNAL_SERVER_ERROR' }, 'The mail server is unreachable.'],
    [
      "the service answers 'failed'",
      {
        data: {
          sendUserEmail: {
            __typename: 'EmailNotification',
            id: 2,
            status: 'failed',
            sentCount: 0,
            failedCount: 1,
            recipientEmails: ['jane@example.com'],
            error: null,
          },
        },
      },
      'Failed to send email',
    ],
  ] as const)('when %s, then a toast says the e-mail was not sent and the dialog stays open on what was written', async (_case, answer, description) => {
    const { user } = await renderApp(<EmailButton user={jane} />, { server: { SendUserEmail: () => answer } });
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.type(await screen.findByLabelText('Subject'), 'Lunch money');
    await user.type(screen.getByLabelText('Message'), 'Your balance is low.');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));

    // The toast shows behind the open dialog, which hides the rest of the page from screen readers.
    expect(await screen.findByText('Error sending email')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Email to Jane Parent' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Lunch money');
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled();
  });
});
