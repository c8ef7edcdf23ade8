import type { Page } from '@playwright/test';

/**
 * What a phone may download on its first visit (issue 34 section 2), and when each page counts as
 * shown: the budget test (infra/web-build-budget.test.ts) enforces these, and the bench prints the
 * same figures beside them, so both weigh the same visit.
 */

/** Brotli bytes: a signed-out first visit, and the signed-in dashboard. */
export const SIGNED_OUT_BUDGET_BYTES = 200 * 1024;
export const SIGNED_IN_DASHBOARD_BUDGET_BYTES = 300 * 1024;

/** How long a page may take to show its first screen and hand its controls to the app, on a loaded machine. */
export const SHOWN_WITHIN_MS = 60_000;

/** A signed-out page: shown with its heading, its drawn controls live (the app has taken it over, web/src/app/main-app.tsx). */
function shownSignedOut(heading: string) {
  return async (page: Page) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    await page.waitForFunction(() => document.querySelector('[data-until-app]') === null, undefined, { timeout: SHOWN_WITHIN_MS });
  };
}

export const SIGNED_OUT_PAGES = [
  { pathname: '/', ready: shownSignedOut('Kid-approved, nutritious lunches delivered fresh to school') },
  { pathname: '/weekly-menu', ready: shownSignedOut("This Week's Menu") },
  { pathname: '/auth', ready: shownSignedOut('Welcome to Lunchbox!') },
  // The cart's guard shows a visitor who is not signed in the sign-in screen.
  { pathname: '/cart', ready: shownSignedOut('Welcome to Lunchbox!') },
] as const;

/** The signed-in dashboard: greeting its parent by name, with a child's card drawn (its data, not its loading state). */
export function shownDashboard(fullName: string, childName: string) {
  return async (page: Page) => {
    await page.getByRole('heading', { name: `Welcome back, ${fullName}!` }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    await page.getByText(childName, { exact: true }).first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
  };
}
