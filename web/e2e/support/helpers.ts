import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The captcha answer and administrator of the test system (infra/test/test-system.ts). */
export const TEST_CAPTCHA = 'Ab3dE5';
export const TEST_ADMIN = { username: 'admin', password: 'admin-pass-1', email: 'admin@lunchbox.test' };

let counter = 0;
/** A parent nobody else in the run uses. */
export function uniqueParent(prefix = 'parent') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.org`, password: 'secret-pass', fullName: `Pat ${id}`, phone: '555-123-4567' };
}

/** The newest e-mail (an .eml file) sent to `to`, waiting for it to arrive. */
export async function waitForEmail(to: string, timeoutMs = 15_000): Promise<string> {
  const mailDir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir).map((file) => path.join(mailDir, file));
    } catch {
      // no mail yet
    }
    const mails = files
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((content) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(content));
    if (mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

/** Registers through the real form (captcha included) and lands signed in on the home page. */
export async function registerThroughForm(page: Page, parent: ReturnType<typeof uniqueParent>): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(parent.username);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Full Name').fill(parent.fullName);
  await page.getByLabel('Phone').fill(parent.phone);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel(/captcha/i).fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
}
