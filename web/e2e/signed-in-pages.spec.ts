import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cartStorageKey } from '@lunchbox/domain/cart-storage-key';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { ADMIN_FULL_NAME } from './support/admin-helpers.ts';
import { registerThroughApi, TEST_ADMIN, uniqueParent } from './support/helpers.ts';

/**
 * A signed-in visitor's first screen comes drawn in the HTML with their own data (gateway/src/signed-in-pages.ts,
 * web/src/app/signed-in-render.tsx); the app adopts that page (hydration) instead of drawing it again.
 */

/** The page as the server sends it for the visitor whose cookies `api` holds, before any script runs. */
async function firstHtml(api: APIRequestContext, path: string) {
  const answer = await api.get(path, { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  return { html: await answer.text(), cacheControl: answer.headers()['cache-control'] };
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Keeps the elements the HTML brought (before any script of the app runs; `selector`: which), and the browser's
 * clock at the servers': a page drawn at another time than the browser's is drawn anew, not adopted.
 */
async function keepDrawnElements(page: Page, path: string, selector = '#root header, #root h1'): Promise<void> {
  // The servers' clock has run on from TEST_NOW since the system started: the browser's starts where it is now, as the page says.
  const { html } = await firstHtml(page.request, path);
  const drawnAt = (JSON.parse(html.match(/<script type="application\/json" id="signed-in-answers">([\s\S]*?)<\/script>/)![1]!) as { now: number }).now;
  await startBrowserClockAt(page, new Date(drawnAt).toISOString());
  await page.addInitScript((drawnSelector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll(drawnSelector)];
    });
  }, selector);
}

/** Whether React adopted the drawn page: the elements the HTML brought are still the page's. */
async function adopted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const drawn = (window as unknown as { drawn: Element[] }).drawn;
    return drawn.length > 0 && drawn.every((element) => element.isConnected);
  });
}

test('when a signed-in parent opens their order history, then the HTML already names them, and the app adopts the page and its controls work with no error', async ({
  page,
}) => {
  const parent = uniqueParent();
  await registerThroughApi(page, parent);

  const { html, cacheControl } = await firstHtml(page.request, '/my-orders');
  expect(html).toContain('data-drawn-signed-in="/my-orders"');
  expect(html).toContain(parent.fullName);
  // The visitor's own page: no cache keeps it.
  expect(cacheControl).toBe('no-store');

  const errors = collectErrors(page);
  await keepDrawnElements(page, '/my-orders');
  await page.goto('/my-orders');
  await expect(page.getByRole('button', { name: parent.fullName })).toBeVisible();
  await expect(page.locator('[data-until-app]')).toHaveCount(0);
  // Adopted, not drawn again: the header is the element the HTML brought.
  expect(await adopted(page)).toBe(true);
  // A control drawn by the server works once the app has the page: the account menu opens.
  await page.getByRole('button', { name: parent.fullName }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(errors).toEqual([]);
});

test('when a signed-in parent opens their dashboard, then the HTML holds the welcome and the sections below it, and the app adopts the whole page and its links work with no error', async ({
  page,
}) => {
  const parent = uniqueParent();
  await registerThroughApi(page, parent);

  const { html } = await firstHtml(page.request, '/');
  expect(html).toContain('data-drawn-signed-in="/"');
  expect(html).toContain(`Welcome back, ${parent.fullName}!`);
  // The sections are drawn with the welcome, not after the app's first paint.
  expect(html).toContain('aria-label="Quick links"');
  expect(html).toContain('Choose lunches for the coming days');

  const errors = collectErrors(page);
  await keepDrawnElements(page, '/');
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: Element[] }).drawn.push(...document.querySelectorAll('#root nav[aria-label="Quick links"]'));
    });
  });
  await page.goto('/');
  await expect(page.locator('[data-until-app]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Adopted, not drawn again: the header, the welcome and the sections are the elements the HTML brought.
  expect(await adopted(page)).toBe(true);
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: /Place Order/ })
    .click();
  await expect(page).toHaveURL(/\/my-orders\?tab=order$/);
  expect(errors).toEqual([]);
});

for (const path of ['/my-orders?tab=order', '/calendar']) {
  test(`when a signed-in parent opens ${path}, then the HTML holds their page and the app adopts it with no error`, async ({ page }) => {
    await registerThroughApi(page, uniqueParent());
    const { html } = await firstHtml(page.request, path);
    expect(html).toContain(`data-drawn-signed-in="${path}"`);
    const errors = collectErrors(page);
    await keepDrawnElements(page, path);
    await page.goto(path);
    await expect(page.locator('[data-until-app]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await adopted(page)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("when a signed-in parent with lunches in the cart opens it, then the HTML already holds the cart's heading, and the app adopts it and shows the lunches with no error", async ({
  page,
}) => {
  const parent = uniqueParent('cart');
  await registerThroughApi(page, parent);
  const user = (await (await page.request.get('/api/user')).json()) as { id: number };
  const added = await page.request.post('/api/child-profile', { data: { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' } });
  expect(added.status(), await added.text()).toBe(201);
  const child = (await added.json()) as { id: number };

  // The servers' clock (TEST_NOW, playwright.config.ts) is a Wednesday: Friday's lunch can still be ordered.
  const { html } = await firstHtml(page.request, '/cart');
  expect(html).toContain('data-drawn-signed-in="/cart"');
  expect(html).toMatch(/<h1[^>]*>Shopping Cart<\/h1>/);
  const drawnAt = (JSON.parse(html.match(/<script type="application\/json" id="signed-in-answers">([\s\S]*?)<\/script>/)![1]!) as { now: number }).now;
  const friday = new Date(drawnAt + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const lunch = {
    id: 'ana-friday',
    childId: child.id,
    childName: 'Ana',
    parentName: parent.fullName,
    email: parent.email,
    phone: parent.phone,
    school: 'Sutter Elementary',
    grade: '3',
    teacher: 'Room 4',
    lunchDate: friday,
    lunchOptions: ['Cheese Pizza'],
    weeklyMenuItemIds: [1],
    totalAmount: 5.5,
    notes: '',
    addedAt: new Date(drawnAt).toISOString(),
  };
  // The cart lives in the browser's storage, which the server never sees (web/src/features/cart/stores/cart-store.ts).
  await page.evaluate(([key, text]) => window.localStorage.setItem(key!, text!), [cartStorageKey(user.id), JSON.stringify([lunch])]);

  const errors = collectErrors(page);
  await keepDrawnElements(page, '/cart');
  await page.goto('/cart');
  await expect(page.getByText('1 item(s) in your cart')).toBeVisible();
  await expect(page.getByText('Ana', { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-until-app]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Adopted, not drawn again: the header and the cart's heading are the elements the HTML brought.
  expect(await adopted(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("when two parents' pages are drawn one after the other and at the same time, then each page holds only its own parent's data", async ({ browser }) => {
  const [first, second] = [uniqueParent('first'), uniqueParent('second')];
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  try {
    await registerThroughApi(await firstContext.newPage(), first);
    await registerThroughApi(await secondContext.newPage(), second);

    for (const [own, other, api] of [
      [first, second, firstContext.request],
      [second, first, secondContext.request],
    ] as const) {
      const { html } = await firstHtml(api, '/my-orders');
      expect(html).toContain(own.fullName);
      expect(html).not.toContain(other.fullName);
    }

    const together = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0 ? ([first, second, firstContext.request] as const) : ([second, first, secondContext.request] as const),
      ).map(async ([own, other, api]) => ({ own, other, html: (await firstHtml(api, '/my-orders')).html })),
    );
    for (const { own, other, html } of together) {
      expect(html).toContain(own.fullName);
      expect(html).not.toContain(other.fullName);
      expect(html).not.toContain(other.username);
    }
  } finally {
    await firstContext.close();
    await secondContext.close();
  }
});

/** A phone as Lighthouse's mobile audit is one: its user agent says "Mobile", its window is narrower than MUI's md breakpoint. */
const PHONE = devices['Pixel 5'];
const COMPUTER = devices['Desktop Chrome'];
/** The dashboard's phone layout as drawn: the sections menu's button, the section a region named for it. */
const PHONE_LAYOUT = '#root header, #root h1, #root button[aria-haspopup="dialog"], #root [id^="admin-tabpanel-"]';

async function signInAsAdministrator(page: Page): Promise<void> {
  const login = await page.request.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
}

for (const path of ['/admin', '/admin?tab=orders', '/admin?tab=production', '/admin?tab=users']) {
  test(`when the administrator opens ${path}, then the HTML holds their dashboard and the app adopts it with no error`, async ({ page }) => {
    await signInAsAdministrator(page);
    const { html } = await firstHtml(page.request, path);
    expect(html).toContain(`data-drawn-signed-in="${path.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`Welcome, ${ADMIN_FULL_NAME}`);
    // Until the app arrives, the other tabs wait disabled, but the selected one keeps the focus a keyboard needs.
    const tabTags = html.match(/<button[^>]* role="tab"[^>]*>/g) ?? [];
    expect(tabTags.filter((tag) => tag.includes('aria-selected="true"'))).toEqual([expect.not.stringContaining('disabled')]);
    expect(tabTags.filter((tag) => tag.includes('aria-selected="false"')).every((tag) => tag.includes('disabled'))).toBe(true);
    const errors = collectErrors(page);
    await keepDrawnElements(page, path);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('[data-until-app]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await adopted(page)).toBe(true);
    expect(errors).toEqual([]);
  });
}

// The servers' TEST_NOW is a Wednesday at the schools: these tabs open on that day, with its lunches or none.
for (const [path, loading, shown] of [
  [
    '/admin?tab=production',
    'Loading the production sheet',
    /aria-label="Production sheet, Wednesday, December 2, 2026"|No lunches to cook for Wednesday, December 2, 2026\./,
  ],
  ['/admin?tab=orders', 'Loading orders', /aria-label="Orders for Wednesday, December 2, 2026"|No lunch orders for this date/],
] as const) {
  test(`when the administrator opens ${path}, then the HTML holds the day's lunches rather than a spinner, and the app adopts them with no error`, async ({
    page,
  }) => {
    await signInAsAdministrator(page);
    const { html } = await firstHtml(page.request, path);
    expect(html).not.toContain(loading);
    expect(html).toMatch(shown);
    const errors = collectErrors(page);
    await keepDrawnElements(page, path, '#root h1, #root [id^="admin-tabpanel-"] h2 ~ *');
    await page.goto(path);
    await expect(page.locator('[data-until-app]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await adopted(page)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("when the administrator opens the users tab, then the HTML holds the tab's summary and first page of users, not a spinner, and the app adopts them", async ({
  page,
}) => {
  await signInAsAdministrator(page);
  // The users tab's summary and its first page of users, not 'Loading users'.
  const users = (await firstHtml(page.request, '/admin?tab=users')).html;
  expect(users).toMatch(/<table[^>]*aria-label="Users"/);
  expect(users).toContain('Total Children');
  expect(users).not.toContain('Loading users');
  expect(users.match(/<tr aria-label="/g)?.length).toBeGreaterThan(0);

  const errors = collectErrors(page);
  await keepDrawnElements(page, '/admin?tab=users', '#root h1, #root table tbody tr');
  await page.goto('/admin?tab=users');
  await expect(page.locator('[data-until-app]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The rows the HTML brought are the page's: adopted, not drawn again after a spinner.
  expect(await adopted(page)).toBe(true);
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ userAgent: PHONE.userAgent, viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });

  for (const [path, section] of [
    ['/admin', 'Overview'],
    ['/admin?tab=orders', 'Orders'],
    ['/admin?tab=production', 'Production'],
    ['/admin?tab=users', 'Users'],
  ] as const) {
    test(`when the administrator opens ${path} on a phone, then the HTML holds the phone's layout and the app adopts it with no error`, async ({ page }) => {
      await signInAsAdministrator(page);
      const { html } = await firstHtml(page.request, path);
      expect(html).toContain(`data-drawn-signed-in="${path.replaceAll('&', '&amp;')}"`);
      expect(html).toContain(`aria-label="Dashboard sections, current: ${section}"`);
      expect(html).not.toContain('role="tablist"');
      const errors = collectErrors(page);
      await keepDrawnElements(page, path, PHONE_LAYOUT);
      await page.goto(path);
      await expect(page.locator('[data-until-app]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await adopted(page)).toBe(true);
      await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test("when the administrator opens the production sheet on a phone, then its date field is drawn as the phone's picker and the app adopts that very field", async ({
    page,
    context,
  }) => {
    // Playwright's touch emulation leaves the pointer 'fine'; a phone's is 'coarse', which the date field reads to choose its phone picker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'pointer', value: 'coarse' },
        { name: 'hover', value: 'none' },
      ],
    });
    await signInAsAdministrator(page);
    const errors = collectErrors(page);
    await keepDrawnElements(page, '/admin?tab=production', '#root .MuiPickersTextField-root');
    await page.goto('/admin?tab=production');
    await expect(page.locator('[data-until-app]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Drawn as the desktop's picker, the field was swapped for the phone's right after the app adopted the page.
    expect(await adopted(page)).toBe(true);
    await page
      .getByRole('region', { name: 'Production', exact: true })
      .getByRole('button', { name: /^Choose date/ })
      .tap();
    // The phone's picker: the calendar opens as a dialog.
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('when the administrator opens the sections menu of their drawn dashboard on a phone, then it lists the sections and one of them opens', async ({
    page,
  }) => {
    await signInAsAdministrator(page);
    const errors = collectErrors(page);
    await keepDrawnElements(page, '/admin', PHONE_LAYOUT);
    await page.goto('/admin');
    const menuButton = page.getByRole('button', { name: 'Dashboard sections, current: Overview' });
    // The tap waits until the button is enabled: the moment the app has adopted the page.
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(menu).toBeVisible();
    // Behind the open menu (a modal drawer) the button is hidden from the accessibility tree, and says the menu is open.
    await expect(page.getByRole('button', { name: 'Dashboard sections, current: Overview', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/[?&]tab=settings(&|$)/);
    await expect(page.getByRole('region', { name: 'Settings', exact: true }).getByRole('form', { name: 'Payment settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dashboard sections, current: Settings' })).toBeFocused();
    expect(await adopted(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone in a wide window', () => {
  test.use({ userAgent: PHONE.userAgent, viewport: COMPUTER.viewport });

  test("when the administrator opens their dashboard, then the phone's layout drawn is replaced by the tabs, with no error", async ({ page }) => {
    await signInAsAdministrator(page);
    const { html } = await firstHtml(page.request, '/admin');
    expect(html).toContain('aria-label="Dashboard sections, current: Overview"');
    const errors = collectErrors(page);
    await keepDrawnElements(page, '/admin', PHONE_LAYOUT);
    await page.goto('/admin');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Dashboard sections/ })).toHaveCount(0);
    // Drawn anew for its width, not adopted.
    expect(await adopted(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe("on a computer's narrow window", () => {
  test.use({ userAgent: COMPUTER.userAgent, viewport: { width: 390, height: 844 } });

  test('when the administrator opens their dashboard, then the tabs drawn are replaced by the sections menu, with no error', async ({ page }) => {
    await signInAsAdministrator(page);
    const { html } = await firstHtml(page.request, '/admin');
    expect(html).toContain('role="tablist"');
    const errors = collectErrors(page);
    await keepDrawnElements(page, '/admin', '#root header, #root h1, #root [role="tablist"]');
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Dashboard sections, current: Overview' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Overview', exact: true })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    expect(await adopted(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

test("when the administrator clicks a tab of their drawn dashboard as soon as it can be clicked, while the tabs' code comes slowly, then that tab opens", async ({
  page,
}) => {
  await signInAsAdministrator(page);
  await keepDrawnElements(page, '/admin');
  // The tabs' own chunk, held back until the rest of the app (its data layer, the last of its code) is here and takes the page over.
  let tabsCodeAsked = false;
  let releaseTabsCode!: () => void;
  const tabsCodeReleased = new Promise<void>((resolve) => (releaseTabsCode = resolve));
  await page.route(/\/assets\/admin-section-tabs-[^/]*\.js$/, async (route) => {
    tabsCodeAsked = true;
    await tabsCodeReleased;
    await route.continue();
  });
  const restOfApp = page.waitForResponse(/\/assets\/apollo-data-layer-[^/]*\.js$/);
  await page.goto('/admin');
  await (await restOfApp).finished();
  releaseTabsCode();
  const settings = page.getByRole('tab', { name: 'Settings' });
  // Playwright's click waits until the tab is enabled: the moment the app says it can act.
  await settings.click();
  await expect(settings).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=settings(&|$)/);
  await expect(page.getByRole('tabpanel', { name: 'Settings' }).getByRole('form', { name: 'Payment settings' })).toBeVisible();
  expect(tabsCodeAsked).toBe(true);
});

test('when the app adopts the drawn admin dashboard, then it finds the styles of what was drawn in the page and inserts them not again', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  await keepDrawnElements(page, '/admin');
  await page.goto('/admin');
  await expect(page.locator('[data-until-app]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await adopted(page)).toBe(true);
  // The drawn page's rules are in its own tag; the app's emotion inserts its rules into tags of its own, only for what was not drawn.
  const rules = await page.evaluate(() => {
    const count = (selector: string) =>
      [...document.querySelectorAll<HTMLStyleElement>(selector)].reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0);
    return { drawn: count('style[data-drawn-styles]'), insertedByApp: count('style[data-emotion]') };
  });
  expect(rules.drawn).toBeGreaterThan(50);
  expect(rules.insertedByApp).toBeLessThan(rules.drawn / 4);
});
