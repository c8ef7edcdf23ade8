import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
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
});
