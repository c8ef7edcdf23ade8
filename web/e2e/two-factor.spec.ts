import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { registerThroughApi, submitLogin, TEST_ADMIN, toast, uniqueParent } from './support/helpers.ts';
import { startSystemProcess, type SystemProcess } from './support/system-process.ts';

/**
 * Issue 30 in a system of its own: administrators must have a second factor (REQUIRE_ADMIN_2FA=true),
 * and the servers' clock is the real one (no TEST_NOW), so the codes made here from the secret are
 * the ones an authenticator app would show.
 */
let system: SystemProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, REQUIRE_ADMIN_2FA: 'true' };
  delete env.TEST_NOW;
  delete env.DATA_DIR;
  delete env.PORT;
  system = await startSystemProcess(env);
});

test.afterAll(async () => {
  await system?.stop();
});

async function personIn(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: system.url });
  return { context, page: await context.newPage() };
}

/** What the app shows `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns TOTP on from the section on this page; answers the secret read from the screen. */
async function turnOnTotp(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on. Recovery codes left: 10.' })).toBeVisible();
  return secret;
}

test('when a parent turns on two-factor sign-in, then the next sign-in asks for the code and the code signs them in', async ({ browser }) => {
  const { context, page } = await personIn(browser);
  const parent = uniqueParent('totp');
  await registerThroughApi(page, parent);
  await page.goto('/profile');
  const secret = await turnOnTotp(page);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();

  await context.clearCookies();
  await submitLogin(page, parent.username, parent.password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // The code that turned it on was used: the next one the app shows signs in.
  await page.getByLabel('Authentication code').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Login Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
  await context.close();
});

test('when a parent adds a passkey, then "Sign in with a passkey" signs them in without a password', async ({ browser }) => {
  const { context, page } = await personIn(browser);
  // Chromium's virtual authenticator: a platform passkey that verifies its user (as a fingerprint would).
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const parent = uniqueParent('passkey');
  await registerThroughApi(page, parent);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page, 'Passkey added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Passkey 1')).toBeVisible();

  await context.clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(toast(page, 'Login Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText(/Last used/)).toBeVisible();
  await context.close();
});

test('when an administrator without a second factor opens the admin area, then they are taken to set one up first', async ({ browser }) => {
  const { context, page } = await personIn(browser);
  await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
  await expect(toast(page, 'Login Successful')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/two-factor-setup$/);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible();
  await expect(page.getByText('Administrators must use a second factor.', { exact: false })).toBeVisible();

  await turnOnTotp(page);
  await page.getByRole('link', { name: 'Continue to the admin area' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: /Users/ })).toBeVisible();
  await context.close();
});
