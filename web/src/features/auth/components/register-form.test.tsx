import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import { RegisterForm } from './register-form.tsx';

/** A server that issues captcha-1, captcha-2, … and answers Register with `register`. */
function captchaServer(register: GraphqlServer[string]): GraphqlServer {
  let issued = 0;
  return {
    CreateCaptcha: () => {
      issued += 1;
      return { data: { createCaptcha: { __typename: 'Captcha', captchaId: `captcha-${issued}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } } };
    },
    Register: register,
  };
}

async function fillAccount(user: Awaited<ReturnType<typeof renderApp>>['user'], captchaAnswer: string) {
  await user.type(screen.getByLabelText(/Username/), 'newparent');
  await user.type(screen.getByLabelText(/Email/), 'new@example.org');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.type(screen.getByLabelText(/Full Name/), 'New Parent');
  await user.type(screen.getByLabelText(/Phone Number/), '555-123-4567');
  await user.type(screen.getByLabelText(/CAPTCHA Text/), captchaAnswer);
}

describe('registration form', () => {
  test('when it opens, then a captcha image is fetched and shown with its New Text control', async () => {
    const { sent } = await renderApp(<RegisterForm />, { server: captchaServer(() => ({ error: 'not expected' })) });
    expect(await screen.findByRole('img', { name: 'CAPTCHA image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Text' })).toBeEnabled();
    expect(sent.map((operation) => operation.operationName)).toEqual(['CreateCaptcha']);
  });

  test('when it is sent empty, then each field shows the spec message and no account is requested', async () => {
    const { user, sent } = await renderApp(<RegisterForm />, { server: captchaServer(() => ({ error: 'not expected' })) });
    await screen.findByRole('img', { name: 'CAPTCHA image' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter the 6-character CAPTCHA text')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).toEqual(['CreateCaptcha']);
  });

  test('when the captcha answer is not 6 characters or the phone is not ddd-ddd-dddd, then those messages show', async () => {
    const { user, sent } = await renderApp(<RegisterForm />, { server: captchaServer(() => ({ error: 'not expected' })) });
    await screen.findByRole('img', { name: 'CAPTCHA image' });
    await fillAccount(user, 'abc');
    await user.clear(screen.getByLabelText(/Phone Number/));
    await user.type(screen.getByLabelText(/Phone Number/), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('CAPTCHA text must be exactly 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone must be in the format 555-123-4567')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).toEqual(['CreateCaptcha']);
  });

  test('when the server says the captcha text was wrong, then Verification Failed shows, the answer is cleared and a new captcha comes', async () => {
    const { user, sent } = await renderApp(<RegisterForm />, {
      server: captchaServer(() => ({ error: 'Verification Failed: Please enter the correct CAPTCHA text.', values: { field: 'captcha' } })),
    });
    await screen.findByRole('img', { name: 'CAPTCHA image' });
    await fillAccount(user, 'Ab3dE9');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Verification Failed');
    expect(toast).toHaveTextContent('Please enter the correct CAPTCHA text.');
    const register = sent.find((operation) => operation.operationName === 'Register');
    expect(register?.variables).toEqual({
      input: {
        username: 'newparent',
        email: 'new@example.org',
        password: 'secret-pass',
        fullName: 'New Parent',
        phone: '555-123-4567',
        captchaAnswer: 'Ab3dE9',
        captchaId: 'captcha-1',
        // The screens' language, so the welcome e-mail is written in it.
        language: 'en',
      },
    });
    await waitFor(() => expect(sent.filter((operation) => operation.operationName === 'CreateCaptcha')).toHaveLength(2));
    expect(screen.getByLabelText(/CAPTCHA Text/)).toHaveValue('');
  });
});
