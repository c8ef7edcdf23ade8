import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The captcha answer and administrator of the test system (infra/test/test-system.ts). */
export const TEST_CAPTCHA = 'Ab3dE5';
export const TEST_ADMIN = { username: 'admin', password: 'admin-pass-1', email: 'admin@lunchbox.test' };

export type Parent = ReturnType<typeof uniqueParent>;

let counter = 0;
/** A parent nobody else in the run uses. */
export function uniqueParent(prefix = 'parent') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.org`, password: 'secret-pass', fullName: `Pat ${id}`, phone: '555-123-4567' };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The body of an .eml file as a person reads it: quoted-printable soft breaks joined, =XX decoded. */
function readableMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest e-mail (an .eml file) sent to `to`, waiting for it to arrive; with `subject`, only
 * a mail whose subject matches (a parent also gets a welcome mail, which may arrive late).
 * Quoted-printable is decoded, so links can be read from the text.
 */
export async function waitForEmail(to: string, options: number | { subject?: string | RegExp; timeoutMs?: number } = {}): Promise<string> {
  const { subject, timeoutMs = 15_000 } = typeof options === 'number' ? { timeoutMs: options } : options;
  const mailDir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const toLine = new RegExp(`^To: .*${escapeRegExp(to)}`, 'mi');
  const subjectLine = subject === undefined ? null : new RegExp(`^Subject: .*${typeof subject === 'string' ? escapeRegExp(subject) : subject.source}`, 'mi');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      // Only finished mails: the mailer writes each to a .tmp file first and renames it, so a .tmp may be gone by the time it is read.
      files = readdirSync(mailDir)
        .filter((file) => file.endsWith('.eml'))
        .map((file) => path.join(mailDir, file));
    } catch {
      // no mail yet
    }
    const mails = files
      .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime)
      .map(({ file }) => readableMail(readFileSync(file, 'utf8')))
      .filter((content) => toLine.test(content) && (!subjectLine || subjectLine.test(content)));
    if (mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to}${subject ? ` with subject ${String(subject)}` : ''} within ${timeoutMs} ms`);
}

/** The first link in a mail's text that leads to `pathname` (e.g. '/reset-password'). */
export function linkIn(mail: string, pathname: string): string {
  const link = mail.match(new RegExp(`https?://[^\\s"'<>]+${escapeRegExp(pathname)}[^\\s"'<>]*`))?.[0];
  if (!link) throw new Error(`no link to ${pathname} in the e-mail:\n${mail}`);
  return link.replace(/&amp;/g, '&');
}

/** Registers through the real form (captcha included) and lands signed in on the home page. */
export async function registerThroughForm(page: Page, parent: Parent): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await fillRegisterForm(page, parent);
  await page.getByLabel('CAPTCHA Text').fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
}

/**
 * Registers through the REST API in the page's own browser context, which the answer signs in,
 * and opens the home page signed in: for scenarios about what comes after registration (the form
 * itself is auth.spec.ts's and content-security-policy.spec.ts's subject). Saves the form's
 * screens, and the wait for the prerendered /auth page to become usable, in every such scenario.
 */
export async function registerThroughApi(page: Page, parent: Parent): Promise<void> {
  await postRegistration(page.request, parent);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
}

/**
 * Registers through the REST API in the page's own browser context, which the answer signs in, and
 * opens no page: for scenarios that count what the first page they open asks for, which a page
 * opened before could still be asking for as they start counting.
 */
export async function registerWithoutOpeningAPage(page: Page, parent: Parent): Promise<void> {
  await postRegistration(page.request, parent);
}

/** Fills every field of the register tab except the captcha answer. */
export async function fillRegisterForm(page: Page, parent: Parent): Promise<void> {
  await page.getByLabel('Username').fill(parent.username);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel('Full Name').fill(parent.fullName);
  await page.getByLabel('Phone Number').fill(parent.phone);
}

/**
 * Creates the parent's account through the REST API, outside the browser (whose context stays
 * signed out): for scenarios about what comes after registration.
 */
export async function createAccount(baseURL: string | undefined, parent: Parent): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await postRegistration(api, parent);
  } finally {
    await api.dispose();
  }
}

/** Answers the test captcha and registers `parent` over REST; the answer signs `api`'s cookie jar in. */
async function postRegistration(api: APIRequestContext, parent: Parent): Promise<void> {
  const captcha = await api.get('/api/captcha');
  expect(captcha.status()).toBe(200);
  const { captchaId } = (await captcha.json()) as { captchaId: string };
  const { username, email, password, fullName, phone } = parent;
  const registered = await api.post('/api/register', { data: { username, email, password, fullName, phone, captchaId, captchaAnswer: TEST_CAPTCHA } });
  expect(registered.status(), await registered.text()).toBe(201);
}

/** Signs in through the login tab of /auth (the caller asserts what follows). */
export async function submitLogin(page: Page, username: string, password: string, options: { rememberMe?: boolean } = {}): Promise<void> {
  if (!/\/auth$/.test(new URL(page.url()).pathname)) await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember this device' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * The toast titled `title` (spec section 8): a status for successes, an alert for failures.
 * Its text is checked by the caller with toContainText.
 */
export function toast(page: Page, title: string, options: { destructive?: boolean } = {}): Locator {
  return page.getByRole(options.destructive ? 'alert' : 'status').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Expects the toast `title` with the text `description` to be on screen. One locator for both, so
 * a single check catches the toast within its 2 seconds even on a busy machine.
 */
export async function expectToast(page: Page, title: string, description: string, options: { destructive?: boolean } = {}): Promise<void> {
  await expect(toast(page, title, options).filter({ hasText: description })).toBeVisible();
}

/** The session cookie the gateway sets at sign-in. */
export const SESSION_COOKIE = 'lunchbox_session';

/** A date field (MUI X's picker) by its label: a group of month, day and year sections. */
export function dateField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/** The date field's sections by their names in English and in Spanish (MUI's words). */
const SECTION_PARTS: Record<string, 0 | 1 | 2> = { Year: 0, Año: 0, Month: 1, Mes: 1, Day: 2, Dia: 2, Día: 2 };

/**
 * Types a 'YYYY-MM-DD' date into a date field as a person does: into its first section, then on
 * through the others in the order the language shows them (MM/DD/YYYY in English, DD/MM/AAAA in Spanish).
 */
export async function typeDate(scope: Page | Locator, label: string, isoDate: string): Promise<void> {
  const parts = isoDate.split('-');
  const sections = dateField(scope, label).getByRole('spinbutton');
  await expect(sections).toHaveCount(3);
  const names = await sections.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  const typed = names.map((name) => {
    const part = SECTION_PARTS[name];
    if (part === undefined) throw new Error(`typeDate: a date section named "${name}"`);
    return parts[part];
  });
  await sections.first().click();
  await sections.first().page().keyboard.type(typed.join(''));
}

/** What a date field shows, 'MM/DD/YYYY', for a 'YYYY-MM-DD' date. */
export function shownDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}
