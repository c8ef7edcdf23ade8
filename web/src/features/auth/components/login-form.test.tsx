import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { LoginForm } from './login-form.tsx';

describe('sign-in form', () => {
  test('when the fields are left empty, then the spec messages show and nothing is sent', async () => {
    const { user, sent } = await renderApp(<LoginForm onForgotPassword={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  test('when the server refuses the password, then its message shows in a Login Failed toast', async () => {
    const { user, sent } = await renderApp(<LoginForm onForgotPassword={() => {}} />, {
      server: { SignIn: () => ({ error: 'Invalid username or password', code: 'UNAUTHENTICATED' }) },
    });
    await user.type(screen.getByLabelText(/Username/), 'parent1');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid username or password');
    expect(sent).toMatchObject([{ operationName: 'SignIn', variables: { input: { username: 'parent1', password: 'wrong-password', rememberMe: false } } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  describe('on the light client of a signed-out first page', () => {
    /** The session as the header reads it. */
    function Session() {
      const { user } = useCurrentUser({ waitForServer: true });
      return <p>{user ? `Signed in as ${user.fullName}` : 'Nobody is signed in'}</p>;
    }

    const pat = {
      id: 7,
      username: 'parent1',
      email: 'pat@example.org',
      fullName: 'Pat Parent',
      phone: '555-123-4567',
      isAdmin: false,
      role: 'parent',
      schoolId: null,
      language: 'en',
      createdAt: '2026-12-01T10:00:00.000Z',
    };

    test('when the server refuses the password, then its message shows in a Login Failed toast as on Apollo Client', async () => {
      const { user } = await renderApp(<LoginForm onForgotPassword={() => {}} />, {
        layer: 'light',
        server: { SignIn: () => ({ error: 'Invalid username or password', code: 'UNAUTHENTICATED' }) },
      });
      await user.type(screen.getByLabelText(/Username/), 'parent1');
      await user.type(screen.getByLabelText(/Password/), 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Login Failed');
      expect(toast).toHaveTextContent('Invalid username or password');
    });

    test('when the parent signs in, then the app knows them without asking the server again', async () => {
      const { user, sent } = await renderApp(
        <>
          <Session />
          <LoginForm onForgotPassword={() => {}} />
        </>,
        {
          layer: 'light',
          server: {
            CurrentUser: () => ({ data: { me: null } }),
            SignIn: () => ({ data: { signIn: { user: pat, twoFactorRequired: false, challengeId: null } } }),
          },
        },
      );
      expect(await screen.findByText('Nobody is signed in')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/Username/), 'parent1');
      await user.type(screen.getByLabelText(/Password/), 'secret-pass');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Signed in as Pat Parent')).toBeInTheDocument();
      expect(sent.map(({ operationName }) => operationName)).toEqual(['CurrentUser', 'SignIn']);
    });
  });
});
