/**
 * Debian's Chromium, started as every browser run of the project starts it (the Playwright
 * scenarios' web/playwright.config.ts says the same): no sandbox or GPU in these machines, and
 * nothing of its own on the network that would disturb a measurement.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
