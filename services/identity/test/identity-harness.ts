import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';
import { documentSettingsFrom } from '../src/diet-requests/document-settings.ts';
import { startSubgraphHarness, type SubgraphHarness } from '@lunchbox/kit/testing/subgraph-harness';
import type { IdentitySettings } from '../src/config.ts';
import { startIdentityService } from '../src/main.ts';

/** What the captcha of a test run always shows (CAPTCHA_TEST_ANSWER), so a test can read it. */
export const TEST_CAPTCHA = 'Ab3dE5';

export const TEST_ADMIN = { username: 'admin', password: 'admin-pass-1', email: 'admin@lunchbox.test' };

export interface RegistrationFields {
  username: string;
  email: string;
  password: string;
  fullName: string;
  phone: string;
}

let lastName = 0;

/** A registration form of a new parent, unique in the run, with any field replaced. */
export function newParentFields(overrides: Partial<RegistrationFields> = {}): RegistrationFields {
  lastName += 1;
  const username = overrides.username ?? `parent${lastName}${Math.random().toString(36).slice(2, 6)}`;
  return { username, email: `${username}@example.test`, password: 'secret-pass', fullName: 'Pat Parent', phone: '555-123-4567', ...overrides };
}

export const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { id username isAdmin language } }';

/** What identity's tests add to kit's subgraph harness: captchas and registrations as the register form sends them. */
export interface IdentityHarness extends SubgraphHarness {
  /** A fresh captcha's id, as the register form asks for one. */
  captchaId(): Promise<string>;
}

/**
 * The identity service as it runs for real (kit's subgraph harness): its own database, the bus, its
 * subgraph over HTTP. It signs tokens with the harness's keys and seeds the administrator of TEST_ADMIN.
 */
export async function startIdentityHarness(settings: Partial<IdentitySettings> = {}): Promise<IdentityHarness> {
  const harness = await startSubgraphHarness({
    schema: 'identity',
    start: (deps, keys) =>
      startIdentityService({
        ...deps,
        settings: {
          ...keys,
          publicUrl: 'http://lunchbox.test',
          captchaTestAnswer: TEST_CAPTCHA,
          admin: TEST_ADMIN,
          loginRateLimit: 100,
          registerRateLimit: 100,
          requireAdminTwoFactor: false,
          twoFactorKey: randomBytes(32),
          documents: documentSettingsFrom(mkdtempSync(path.join(os.tmpdir(), 'identity-documents-')), undefined),
          schoolTimeZone: DEFAULT_SCHOOL_TIMEZONE,
          ...settings,
        },
      }),
  });
  const identity: Omit<IdentityHarness, keyof SubgraphHarness> = {
    async captchaId() {
      const { createCaptcha } = await harness.data<{ createCaptcha: { captchaId: string } }>(null, 'mutation { createCaptcha { captchaId } }');
      assert.ok(createCaptcha.captchaId);
      return createCaptcha.captchaId;
    },
  };
  return Object.assign(harness, identity);
}
