import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderApp } from '../../../testing/render-app.tsx';
import { AdminTwoFactorGate, TWO_FACTOR_SETUP_PATH } from './admin-two-factor-gate.tsx';

const BANNER = 'Protect the admin area: set up two-factor sign-in or a passkey.';

function adminArea() {
  return (
    <Routes>
      <Route element={<AdminTwoFactorGate />}>
        <Route path="/admin" element={<h1>Admin Dashboard</h1>} />
      </Route>
      <Route path={TWO_FACTOR_SETUP_PATH} element={<h1>Set up two-factor</h1>} />
    </Routes>
  );
}

const status = (fields: { enabled: boolean; passkeys: number; requiredForAdmins: boolean; setupRequired: boolean }) => ({
  MyTwoFactor: () => ({ data: { myTwoFactor: { __typename: 'TwoFactorStatus', recoveryCodesLeft: 0, ...fields } } }),
});

describe('the admin area with or without a second factor', () => {
  test('when two-factor is not required and the administrator has none, then the admin screens show with a banner that leads to the setup', async () => {
    await renderApp(adminArea(), { path: '/admin', server: status({ enabled: false, passkeys: 0, requiredForAdmins: false, setupRequired: false }) });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up now' })).toHaveAttribute('href', TWO_FACTOR_SETUP_PATH);
  });

  test('when the administrator has a passkey, then there is no banner', async () => {
    await renderApp(adminArea(), { path: '/admin', server: status({ enabled: false, passkeys: 1, requiredForAdmins: false, setupRequired: false }) });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  test('when two-factor is required and this session has none, then the administrator is taken to the setup screen', async () => {
    await renderApp(adminArea(), { path: '/admin', server: status({ enabled: false, passkeys: 0, requiredForAdmins: true, setupRequired: true }) });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });
});
