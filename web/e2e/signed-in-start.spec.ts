import { expect, test, type Page, type Request } from '@playwright/test';
import { registerThroughApi, registerWithoutOpeningAPage, uniqueParent } from './support/helpers.ts';

/**
 * Where the gateway does not draw a signed-in page itself, index.html's
 * first queries are sent by the app's small entry while its code downloads, and
 * Apollo Client takes their answers over (web/src/lib/early-answers.ts): the page asks for each once,
 * and shows what they answer.
 */

/**
 * Counts the page's GraphQL GETs by operation, and holds the app's module back until `heldUntil`
 * has been asked for (an operation's name, or a file's address): only the entry can have asked by then.
 * `appHeldUntilAsked()` says whether it was (false: the module went on after the deadline).
 */
async function watchFirstQueries(page: Page, heldUntil: string | RegExp) {
  const asked = new Map<string, number>();
  let operationAsked: () => void = () => undefined;
  const askedBefore = new Promise<void>((resolve) => (operationAsked = resolve));
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (heldUntil instanceof RegExp && heldUntil.test(url.pathname)) operationAsked();
    if (url.pathname !== '/graphql' || request.method() !== 'GET') return;
    const operation = url.searchParams.get('operationName') ?? '';
    asked.set(operation, (asked.get(operation) ?? 0) + 1);
    if (operation === heldUntil) operationAsked();
  });
  // index.html's own start, as a signed-in visitor gets it when the gateway does not draw their page
  // (gateway/src/signed-in-pages.ts; signed-in-pages.spec.ts is the drawn page's).
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    await route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) });
  });
  let held = true;
  await page.route(/\/assets\/main-app-[\w-]+\.js$/, async (route) => {
    const timeout = new Promise<void>((resolve) =>
      setTimeout(() => {
        held = false;
        resolve();
      }, 30_000),
    );
    await Promise.race([askedBefore, timeout]);
    await route.continue();
  });
  return { asked, appHeldUntilAsked: () => held };
}

test('when a signed-in parent opens the dashboard, then its first answers are asked for before the app has arrived, each once, and the page shows them', async ({
  page,
}) => {
  const { asked, appHeldUntilAsked } = await watchFirstQueries(page, 'CurrentUser');
  const parent = uniqueParent();
  // Signs in over REST, then opens '/': index.html, the page of a visitor with a session.
  await registerThroughApi(page, parent);
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(appHeldUntilAsked(), 'the session asked for before the app arrived').toBe(true);
  for (const operation of ['SchoolSettings', 'CurrentUser', 'MyChildren', 'ActiveWeeklyMenuItems', 'Closures']) {
    expect(asked.get(operation), `${operation} asked for once`).toBe(1);
  }
});

test.describe('my orders', () => {
  // Every module from the network, where the test holds the app's back (not from the service worker's copy of the first visit).
  test.use({ serviceWorkers: 'block' });

  test('when a signed-in parent opens their order history, then its orders are asked for before the app has arrived, each query once', async ({ page }) => {
    await registerWithoutOpeningAPage(page, uniqueParent());
    const { asked, appHeldUntilAsked } = await watchFirstQueries(page, 'MyLunchOrders');
    await page.goto('/my-orders');
    await expect(page.getByText('No orders yet')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(appHeldUntilAsked(), 'the orders asked for before the app arrived').toBe(true);
    for (const operation of ['SchoolSettings', 'CurrentUser', 'MyLunchOrders', 'OrderFormChildren']) {
      expect(asked.get(operation), `${operation} asked for once`).toBe(1);
    }
  });

  test("when a signed-in parent opens the order form, then its children are asked for before the app has arrived, and not the history's orders", async ({
    page,
  }) => {
    await registerWithoutOpeningAPage(page, uniqueParent());
    const { asked, appHeldUntilAsked } = await watchFirstQueries(page, 'OrderFormChildren');
    await page.goto('/my-orders?tab=order');
    // A parent without children yet: the form says so.
    await expect(page.getByRole('tabpanel', { name: 'Place Order' })).toContainText('No children registered yet');
    await page.waitForLoadState('networkidle');
    expect(appHeldUntilAsked(), 'the children asked for before the app arrived').toBe(true);
    for (const operation of ['SchoolSettings', 'CurrentUser', 'OrderFormChildren']) {
      expect(asked.get(operation), `${operation} asked for once`).toBe(1);
    }
    // The form asks for the orders itself once drawn (the duplicate check), not as the page starts.
    expect(asked.get('MyLunchOrders') ?? 0, 'MyLunchOrders asked for at most once').toBeLessThanOrEqual(1);
  });

  test('when a signed-in parent opens the lunch schedule, then its lunches and closed days are asked for before the app has arrived, each query once', async ({
    page,
  }) => {
    await registerWithoutOpeningAPage(page, uniqueParent());
    // The lunches are read outside Apollo's cache: the screen takes the answer its loader was handed (lib/started-answer.ts) rather than asking again.
    const { asked, appHeldUntilAsked } = await watchFirstQueries(page, 'LunchSchedule');
    await page.goto('/calendar');
    await expect(page.getByText('No upcoming lunch orders')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(appHeldUntilAsked(), 'the lunches asked for before the app arrived').toBe(true);
    for (const operation of ['SchoolSettings', 'CurrentUser', 'LunchSchedule', 'ScheduleClosures']) {
      expect(asked.get(operation), `${operation} asked for once`).toBe(1);
    }
  });
});

test.describe('cart', () => {
  test.use({ serviceWorkers: 'block' });

  test('when a signed-in parent opens the cart, then the credit it would use is asked for before the app has arrived, once, and the cart is shown', async ({
    page,
  }) => {
    await registerWithoutOpeningAPage(page, uniqueParent());
    const { asked, appHeldUntilAsked } = await watchFirstQueries(page, 'CartCredit');
    await page.goto('/cart');
    await expect(page.getByText('Your Cart is Empty')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(appHeldUntilAsked(), 'the credit asked for before the app arrived').toBe(true);
    // The children's schools too, whose cut-offs the rows state.
    for (const operation of ['SchoolSettings', 'CurrentUser', 'CartCredit', 'Schools', 'MyChildren']) {
      expect(asked.get(operation), `${operation} asked for once`).toBe(1);
    }
  });

  test("when a signed-in parent opens the cart, then the cart's own code is asked for before the app has arrived, and the cart is shown", async ({ page }) => {
    await registerWithoutOpeningAPage(page, uniqueParent());
    // The screen's chunk, which the app would ask for only once it has started (web/src/app/first-screen-code.ts).
    const { appHeldUntilAsked } = await watchFirstQueries(page, /^\/assets\/cart-screen-[\w-]+\.js$/);
    await page.goto('/cart');
    await expect(page.getByText('Your Cart is Empty')).toBeVisible();
    expect(appHeldUntilAsked(), "the cart's code asked for before the app arrived").toBe(true);
  });

  test('when a signed-in parent opens the cart a second time in the same visit, then its credit is asked for anew', async ({ page }) => {
    await registerWithoutOpeningAPage(page, uniqueParent());
    const { asked } = await watchFirstQueries(page, 'CartCredit');
    await page.goto('/cart');
    await expect(page.getByText('Your Cart is Empty')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Away and back within the app: the early answer was the first visit's only.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }).click();
    await expect(page.getByText('No upcoming lunch orders')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Your Cart is Empty')).toBeVisible();
    await expect.poll(() => asked.get('CartCredit')).toBe(2);
  });
});
