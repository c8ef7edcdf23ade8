import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectToast, registerThroughApi, submitLogin, uniqueParent, waitForEmail } from './support/helpers.ts';

test('when a parent downloads their data and then deletes the account, then the file holds their data and the account is gone with a last e-mail', async ({
  page,
}) => {
  const parent = uniqueParent('leaving');
  await registerThroughApi(page, parent);
  const child = await page.request.post('/api/child-profile', { data: { name: 'Nora', school: 'Sutter Elementary', grade: '4', teacher: 'Room 9' } });
  expect(child.status()).toBe(201);
  const feedback = await page.request.post('/api/feedback', {
    data: { category: 'general', rating: 4, date: null, subject: '', message: 'Nora likes the soup' },
  });
  expect(feedback.status()).toBe(201);

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  await expect(sessions.getByText('This device', { exact: true })).toBeVisible();
  const yourData = page.getByRole('region', { name: 'Your data' });

  const downloading = page.waitForEvent('download');
  await yourData.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lunchbox-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ username: parent.username, email: parent.email, fullName: parent.fullName });
  expect(data.children.map((kid: { name: string }) => kid.name)).toEqual(['Nora']);
  expect(data.feedback.map((entry: { message: string }) => entry.message)).toEqual(['Nora likes the soup']);
  expect(data.sessions).toHaveLength(1);
  expect(data.sessions[0].current).toBe(true);
  expect(data.orders).toEqual([]);
  // Only entries made by this account or about it (a registration alone may have none).
  for (const entry of data.auditEntries as Array<{ actorId: number | null; targetType: string | null; targetId: string | null }>) {
    expect(entry.actorId === data.account.id || (entry.targetType === 'user' && entry.targetId === String(data.account.id))).toBe(true);
  }

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  for (const removed of [
    "Your children's profiles",
    'Your lunch orders and their payments',
    'Your feedback and the answers to it',
    'The e-mails we sent you',
  ]) {
    await expect(dialog.getByText(removed)).toBeVisible();
  }
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Incorrect password')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(200);

  await dialog.getByLabel('Your password').fill(parent.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted', 'Your account and everything of it have been removed. Goodbye!');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);

  const farewell = await waitForEmail(parent.email, { subject: 'Your Lunchbox account has been deleted' });
  expect(farewell).toContain(parent.fullName);

  await page.goto('/auth');
  await submitLogin(page, parent.username, parent.password);
  await expect(page.getByText('Invalid username or password').first()).toBeVisible();
});

test('when a parent signs out everywhere else from the profile, then the other browser is signed out', async ({ page, browser }) => {
  const parent = uniqueParent('sessions');
  await registerThroughApi(page, parent);
  const elsewhere = await browser.newContext();
  const login = await elsewhere.request.post(`${process.env.E2E_BASE_URL}/api/login`, { data: { username: parent.username, password: parent.password } });
  expect(login.status()).toBe(200);

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out everywhere else?' }).getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expectToast(page, 'Signed out', '1 other session has been signed out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();
  expect((await elsewhere.request.get(`${process.env.E2E_BASE_URL}/api/user`)).status()).toBe(401);
  await elsewhere.close();
});
