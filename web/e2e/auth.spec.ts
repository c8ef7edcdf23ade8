import { expect, test } from '@playwright/test';
import {
  createAccount,
  expectToast,
  fillRegisterForm,
  registerThroughApi,
  SESSION_COOKIE,
  submitLogin,
  TEST_CAPTCHA,
  uniqueParent,
} from './support/helpers.ts';

const DAY_S = 24 * 60 * 60;

test('when a visitor registers and first gets the captcha wrong, then a new captcha is shown and the right answer creates the account', async ({ page }) => {
  const parent = uniqueParent('reg');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();

  // Nothing filled in: every field says what it needs.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Please enter the 6-character CAPTCHA text')).toBeVisible();

  await fillRegisterForm(page, parent);
  await page.getByLabel('CAPTCHA Text').fill('Ab3');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('CAPTCHA text must be exactly 6 characters')).toBeVisible();

  const captchaImage = page.getByRole('img', { name: 'CAPTCHA image' });
  await expect(captchaImage).toBeVisible();
  const firstCaptcha = await captchaImage.getAttribute('src');
  expect(firstCaptcha).toMatch(/^data:image\/svg\+xml/);

  // 'New Text' asks for another challenge.
  await page.getByRole('button', { name: 'New Text' }).click();
  await expect(captchaImage).not.toHaveAttribute('src', firstCaptcha!);
  const secondCaptcha = await captchaImage.getAttribute('src');

  // A wrong answer: the server refuses, says so, and gives a new challenge with an empty answer box.
  await page.getByLabel('CAPTCHA Text').fill('Zz9yY8');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Verification Failed', 'Please enter the correct CAPTCHA text.', { destructive: true });
  await expect(captchaImage).not.toHaveAttribute('src', secondCaptcha!);
  await expect(page.getByLabel('CAPTCHA Text')).toHaveValue('');
  await expect(page.getByLabel('Username')).toHaveValue(parent.username);

  // The right answer (the test system's captcha text) creates the account and signs the parent in.
  await page.getByLabel('CAPTCHA Text').fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Successful', 'Your account has been created. Welcome!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
  await expect(page.getByRole('button', { name: parent.fullName })).toBeVisible();

  // The same username cannot be taken twice.
  const other = { ...uniqueParent('reg'), username: parent.username };
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await fillRegisterForm(page, other);
  await page.getByLabel('CAPTCHA Text').fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', 'Username already exists', { destructive: true });
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
});

test('when a parent signs in without remember-me, then a wrong password is refused and the right one gives a session cookie that ends with the browser', async ({
  page,
  baseURL,
}) => {
  const parent = uniqueParent('login');
  await createAccount(baseURL, parent);

  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome to Lunchbox!' })).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await submitLogin(page, parent.username, 'wrong-password');
  await expectToast(page, 'Login Failed', 'Invalid username or password', { destructive: true });
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();

  await submitLogin(page, parent.username, parent.password);
  await expectToast(page, 'Login Successful', 'Welcome back!');
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, 'the session cookie').toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.expires).toBe(-1);
  // Scripts in the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

  // The session holds across a reload; a signed-in visitor of /auth goes home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
});

test('when a parent signs in with remember-me, then the session cookie lasts 30 days', async ({ page, baseURL }) => {
  const parent = uniqueParent('remember');
  await createAccount(baseURL, parent);

  // The e-mail address works as the login name too.
  await submitLogin(page, parent.email, parent.password, { rememberMe: true });
  await expectToast(page, 'Login Successful', 'Welcome back!');
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, 'the session cookie').toBeDefined();
  expect(session!.httpOnly).toBe(true);
  const expectedExpiry = Date.now() / 1000 + 30 * DAY_S;
  expect(session!.expires).toBeGreaterThan(expectedExpiry - 600);
  expect(session!.expires).toBeLessThan(expectedExpiry + 600);
});

test('when a parent signs out, then the header offers sign-in, protected screens send to /auth and the old session cookie no longer works', async ({
  page,
}) => {
  const parent = uniqueParent('logout');
  await registerThroughApi(page, parent);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, 'the session cookie').toBeDefined();

  await page.getByRole('button', { name: parent.fullName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: parent.fullName })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

  // A copy of the old cookie is worth nothing: the session really ended.
  await page.context().addCookies([session!]);
  const answer = await page.request.get('/api/user');
  expect(answer.status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
});

test('when a signed-in parent uses the mobile side sheet, then it offers the links and Logout signs out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const parent = uniqueParent('mobile');
  await registerThroughApi(page, parent);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const sheet = page.getByLabel('Navigation', { exact: true });
  await expect(sheet.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Feedback' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/calendar');
  await expect(sheet.getByRole('link', { name: 'Search' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
});
