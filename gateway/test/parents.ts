import assert from 'node:assert/strict';
import type { PublicUser } from '@lunchbox/contracts/users';
import { ApiClient, type ApiResponse } from '../../infra/test/http-client.ts';
import { TEST_CAPTCHA } from '../../infra/test/test-system.ts';

/** The fields every user object has, and nothing more (parent-app.md section 3). */
export const USER_KEYS = ['createdAt', 'email', 'fullName', 'id', 'isAdmin', 'language', 'phone', 'role', 'schoolId', 'username'];

let lastAddress = 0;
let lastName = 0;

/**
 * A browser of its own: its own cookie jar and its own address. The gateway trusts the loopback
 * proxy's X-Forwarded-For, so each person gets a rate-limit budget of their own, as on the internet.
 */
export class Browser extends ApiClient {
  readonly address: string;

  constructor(baseUrl: string, address?: string) {
    super(baseUrl);
    lastAddress += 1;
    this.address = address ?? `198.51.100.${lastAddress}`;
  }

  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return super.request<T>(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}

export function uniqueName(prefix = 'parent'): string {
  lastName += 1;
  return `${prefix}${lastName}${Math.random().toString(36).slice(2, 6)}`;
}

export interface RegistrationFields {
  username: string;
  email: string;
  password: string;
  fullName: string;
  phone: string;
}

export function newParentFields(overrides: Partial<RegistrationFields> = {}): RegistrationFields {
  const username = overrides.username ?? uniqueName();
  return { username, email: `${username}@example.test`, password: 'secret-pass', fullName: 'Pat Parent', phone: '555-123-4567', ...overrides };
}

/** Fetches a captcha as the register form does, and sends the form with the answer a person reads. */
export async function registerWith(
  browser: ApiClient,
  fields: Partial<RegistrationFields> & Record<string, unknown>,
  answer = TEST_CAPTCHA,
): Promise<ApiResponse> {
  const captcha = await browser.get('/api/captcha');
  assert.equal(captcha.status, 200);
  return browser.post('/api/register', { ...fields, captchaAnswer: answer, captchaId: captcha.body.captchaId, expectedCaptcha: answer });
}

export interface SignedInParent {
  browser: Browser;
  user: PublicUser;
  fields: RegistrationFields;
}

/** A new parent who has just registered (and is therefore signed in) in a browser of their own. */
export async function newSignedInParent(baseUrl: string, overrides: Partial<RegistrationFields> = {}): Promise<SignedInParent> {
  const browser = new Browser(baseUrl);
  const fields = newParentFields(overrides);
  const response = await registerWith(browser, { ...fields });
  assert.equal(response.status, 201, `registration failed: ${JSON.stringify(response.body)}`);
  return { browser, user: response.body as PublicUser, fields };
}

/** The Set-Cookie line of the session cookie, if the response set or cleared it. */
export function sessionCookieLine(response: ApiResponse): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('lunchbox_session='));
}

export function cookieAttributes(line: string): Map<string, string> {
  const [, ...attributes] = line.split(';');
  return new Map(
    attributes.map((attribute) => {
      const [name, ...value] = attribute.trim().split('=');
      return [name!.toLowerCase(), value.join('=')] as const;
    }),
  );
}
