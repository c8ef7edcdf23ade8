import { expect, test, type Request } from '@playwright/test';
import { registerThroughApi, uniqueParent } from './support/helpers.ts';

/**
 * A signed-in page's first queries are sent by the app's small entry while its code downloads, and
 * Apollo Client takes their answers over (web/src/lib/early-answers.ts): the page asks for each once,
 * and shows what they answer.
 */
test('when a signed-in parent opens the dashboard, then its first answers are asked for before the app has arrived, each once, and the page shows them', async ({ page }) => {
  const asked = new Map<string, number>();
  let sessionAsked: () => void = () => undefined;
  const sessionAskedBefore = new Promise<void>((resolve) => (sessionAsked = resolve));
  const count = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql' || request.method() !== 'GET') return;
    const operation = url.searchParams.get('operationName') ?? '';
    asked.set(operation, (asked.get(operation) ?? 0) + 1);
    if (operation === 'CurrentUser') sessionAsked();
  };
  // The app's module is held back until the session has been asked for: only the entry can have asked.
  let appHeldUntilAsked = true;
  await page.route(/\/assets\/main-app-[\w-]+\.js$/, async (route) => {
    const timeout = new Promise<void>((resolve) =>
      setTimeout(() => {
        appHeldUntilAsked = false;
        resolve();
      }, 30_000),
    );
    await Promise.race([sessionAskedBefore, timeout]);
    await route.continue();
  });
  const parent = uniqueParent();
  // Signs in over REST, then opens '/': index.html, the page of a visitor with a session.
  page.on('request', count);
  await registerThroughApi(page, parent);
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(appHeldUntilAsked, 'the session asked for before the app arrived').toBe(true);
  for (const operation of ['SchoolSettings', 'CurrentUser', 'MyChildren', 'ActiveWeeklyMenuItems', 'Closures']) {
    expect(asked.get(operation), `${operation} asked for once`).toBe(1);
  }
});
