import { AxeBuilder } from '@axe-core/playwright';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { createAccount, TEST_ADMIN, type Parent } from './helpers.ts';

/** WCAG 2.2 A and AA, as axe names its rules. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The sizes every screen is checked at: a laptop and a phone. */
export const SCREEN_SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation of WCAG 2.2
 * AA, naming the rule, its help text and the elements; `screen` says where in the scenario.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Colours are judged at rest: a button caught halfway through its 250 ms colour transition is not what anyone reads.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `  ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  expect(report, `axe on ${screen} (${page.url()})`).toEqual([]);
}

/** The lunch-picker weeks of the test clock (playwright.config.ts's TEST_NOW: Wednesday, December 2, 2026). */
const THIS_WEEK = { weekStartDate: '2026-11-30', weekEndDate: '2026-12-04' };
const NEXT_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * Makes sure every day of the picker weeks has a menu. The picker shows a day's newest item, so a
 * day another scenario of the run has published is kept as it is (these scenarios run after it).
 */
export async function ensureMenuPublished(baseURL: string | undefined): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const active = (await (await api.get('/api/weekly-menu-items/active')).json()) as Array<{ weekStartDate: string; dayOfWeek: string }>;
    const published = new Set(active.map((item) => `${item.weekStartDate.slice(0, 10)} ${item.dayOfWeek}`));
    const login = await api.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
    expect(login.ok(), await login.text()).toBe(true);
    for (const week of [THIS_WEEK, NEXT_WEEK]) {
      for (const [index, dayOfWeek] of WEEKDAYS.entries()) {
        // A scenario that published only some days (issue 13's Tuesday dishes) leaves the others to fill.
        if (published.has(`${week.weekStartDate} ${dayOfWeek}`)) continue;
        const created = await api.post('/api/weekly-menu', {
          data: { ...week, dayOfWeek, menuItem: `Garden Bowl ${index + 1}`, description: 'Rice, beans and greens', price: '6.00' },
        });
        expect(created.status(), await created.text()).toBe(201);
      }
    }
  } finally {
    await api.dispose();
  }
}

/** Signs the page's browser context in through the API (the page shares its cookies). */
export async function signInThroughApi(page: Page, username: string, password: string): Promise<void> {
  const login = await page.request.post('/api/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
}

/** A new parent with one child, signed in in the page's browser context. */
export async function signedInParentWithChild(page: Page, baseURL: string | undefined, parent: Parent, childName: string): Promise<void> {
  await createAccount(baseURL, parent);
  await signInThroughApi(page, parent.username, parent.password);
  const child = await page.request.post('/api/child-profile', { data: { name: childName, school: 'Sutter Elementary', grade: '3', teacher: 'Room 12' } });
  expect(child.status(), await child.text()).toBe(201);
}
