import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { MyDataPanel } from './my-data-panel.tsx';

describe("the profile's 'Your data'", () => {
  test('when the parent offers to delete the account, then the dialog names what goes, asks for the password and says when it is wrong', async () => {
    const { user, sent } = await renderApp(<MyDataPanel twoFactorOn={false} />, {
      server: { DeleteMyAccount: () => ({ error: 'Incorrect password', code: 'UNAUTHENTICATED' }) },
    });
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/my-data');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    for (const removed of ['Your account and sign-in details', "Your children's profiles", 'Your account credit and its history (an unused balance is lost)']) {
      expect(within(dialog).getByText(removed)).toBeInTheDocument();
    }

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Please enter your password to delete your account')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('DeleteMyAccount');

    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'DeleteMyAccount')?.variables).toEqual({ password: 'not-it' });
  });

  test('when two-factor sign-in is on, then the dialog asks for a code too and sends it with the password', async () => {
    const { user, sent } = await renderApp(<MyDataPanel twoFactorOn />, {
      server: { DeleteMyAccount: () => ({ error: 'Invalid two-factor code', code: 'UNAUTHENTICATED' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter the code from your authenticator app or a recovery code')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('DeleteMyAccount');

    await user.type(within(dialog).getByLabelText('Code from your authenticator app, or a recovery code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Incorrect password or code')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'DeleteMyAccount')?.variables).toEqual({ password: 'secret-pass', code: '123456' });
  });
});
