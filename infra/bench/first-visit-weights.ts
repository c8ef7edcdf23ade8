import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { SIGNED_IN_DASHBOARD_BUDGET_BYTES, SIGNED_OUT_BUDGET_BYTES, SIGNED_OUT_PAGES, shownDashboard } from '../test/download-budgets.ts';
import { firstVisit, newPhoneContext } from '../test/first-visit-downloads.ts';
import { clockShim } from './browser-clock-shim.ts';

/** One page's first visit on a phone, weighed against its budget (issue 34 section 2). */
export interface FirstVisitWeight {
  label: string;
  bytes: number;
  files: number;
  budget: number;
}

/** The signed-in dashboard as the bench seeded it (web-bench.ts's SignedInPage has these). */
interface SignedInDashboard {
  label: string;
  path: string;
  cookie: string;
  clockOffsetMs: number;
  greeting?: { fullName: string; childName: string };
}

/**
 * The first visits the budget test makes (infra/web-build-budget.test.ts), made again on the
 * bench's system, so that results.md prints the figures the test enforces: each signed-out page,
 * and the seeded parent's dashboard when the bench signed one in.
 */
export async function weighFirstVisits(baseUrl: string, webDist: string, dashboard: SignedInDashboard | undefined): Promise<FirstVisitWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const weights: FirstVisitWeight[] = [];
    for (const { pathname, ready } of SIGNED_OUT_PAGES) {
      const context = await newPhoneContext(browser, baseUrl);
      try {
        const visit = await firstVisit(context, webDist, pathname, ready);
        weights.push({ label: `\`${pathname}\`, signed out`, bytes: visit.bytes, files: visit.files.length, budget: SIGNED_OUT_BUDGET_BYTES });
      } finally {
        await context.close();
      }
    }
    if (dashboard?.greeting) {
      const context = await newPhoneContext(browser, baseUrl);
      try {
        const [name, ...value] = dashboard.cookie.split('=');
        await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }]);
        // The server's pinned day, so the dashboard shows (and loads) what it shows the audited parent.
        await context.addInitScript(clockShim(dashboard.clockOffsetMs));
        const visit = await firstVisit(context, webDist, dashboard.path, shownDashboard(dashboard.greeting.fullName, dashboard.greeting.childName));
        weights.push({ label: `${dashboard.label}, \`${dashboard.path}\``, bytes: visit.bytes, files: visit.files.length, budget: SIGNED_IN_DASHBOARD_BUDGET_BYTES });
      } finally {
        await context.close();
      }
    }
    return weights;
  } finally {
    await browser.close();
  }
}
