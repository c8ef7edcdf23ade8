import { expect, test } from '@playwright/test';
import { createAccount, expectToast, linkIn, submitLogin, uniqueParent, waitForEmail } from './support/helpers.ts';

test('when a parent forgets the password, then the e-mailed link lets them choose a new one and only the new one signs in', async ({ page, baseURL }) => {
  const parent = uniqueParent('reset');
  await createAccount(baseURL, parent);
  const newPassword = 'brand-new-pass';

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();

  await page.getByLabel('Email').fill(parent.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset Email Sent', 'Check your email for password reset instructions.');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

  const mail = await waitForEmail(parent.email, { subject: 'Reset your Lunchbox password' });
  const link = linkIn(mail, '/reset-password');
  expect(new URL(link).searchParams.get('token')).toBeTruthy();
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Password Reset Successful', 'Your password has been updated. You can now log in with your username or email address.');
  // The token is forgotten and the address cleaned: the login form is back at /auth.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

  await submitLogin(page, parent.username, parent.password);
  await expectToast(page, 'Login Failed', 'Invalid username or password', { destructive: true });

  await submitLogin(page, parent.username, newPassword);
  await expectToast(page, 'Login Successful', 'Welcome back!');
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();

  // The link is single use.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New Password').fill('another-pass');
  await page.getByLabel('Confirm Password').fill('another-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reset Failed' })).toBeVisible();
});

test('when someone asks to reset the password of an address nobody uses, then the answer does not tell whether it exists', async ({ page }) => {
  const stranger = uniqueParent('nobody');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(stranger.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset Email Sent', 'Check your email for password reset instructions.');
});
