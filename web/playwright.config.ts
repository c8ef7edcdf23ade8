import { defineConfig } from '@playwright/test';

/**
 * The servers' clock for the run (global-setup hands the environment to the system): a Wednesday,
 * 9:00 AM at the schools (America/Los_Angeles), so this week has days past their order deadline
 * (Monday to Wednesday) and days still open (Thursday, Friday). Scenarios that depend on it give
 * the browser the same time (e2e/support/browser-clock.ts). Set TEST_NOW to run at another instant.
 */
process.env.TEST_NOW ??= '2026-12-02T17:00:00.000Z';

/** Browser scenarios in Debian's Chromium (browsers cannot be downloaded on our machines). */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Deadlines, not delays: a condition met sooner passes sooner. They are wide because a CI machine
  // at load 30 took over 10 s to answer a registration (bcrypt, captcha, the welcome event).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: '../.tmp/playwright-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
