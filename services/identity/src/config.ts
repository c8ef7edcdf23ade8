import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth/tokens';
import { portSetting, serviceEnvSchema } from '@lunchbox/kit/process/config';
import { documentSettingsFrom, type DocumentSettings } from './diet-requests/document-settings.ts';

export const identityEnvSchema = serviceEnvSchema(
  {
    IDENTITY_PORT: portSetting(4001).describe("The identity subgraph's port when it runs as its own process."),
    JWT_PRIVATE_KEY: z
      .string()
      .optional()
      .describe('The PEM private key that signs sessions and access tokens; unset outside production, a pair is generated under DATA_DIR/keys.'),
    ADMIN_USERNAME: z
      .string()
      .trim()
      .min(3, 'must be at least 3 characters')
      .optional()
      .describe('With ADMIN_PASSWORD and ADMIN_EMAIL: this administrator is made (or kept an administrator) at start-up.'),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional().describe("The start-up administrator's password (with ADMIN_USERNAME)."),
    ADMIN_EMAIL: z.string().email('must be an e-mail address').optional().describe("The start-up administrator's e-mail address (with ADMIN_USERNAME)."),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10).describe('Failed sign-ins allowed per address and username in 15 minutes.'),
    REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(20).describe('Registrations allowed per address in an hour.'),
    REQUIRE_ADMIN_2FA: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .optional()
      .describe(
        'true: an administrator without a second factor (TOTP or passkey) may do nothing an administrator alone may do until they set one up. Default: true when NODE_ENV=production (and in the compose stack), false otherwise.',
      ),
    TWO_FACTOR_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64')
      .optional()
      .describe(
        "The AES-256 key (32 bytes, base64) that seals users' TOTP secrets at rest; unset, a key derived from the signing key (JWT_PRIVATE_KEY or the generated one) is used, so replacing that key without setting this one turns off every TOTP secret.",
      ),
    DOCUMENTS_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64')
      .optional()
      .describe("The AES-256 key (base64) that encrypts diet requests' documents at rest; unset outside production, one is generated under DATA_DIR/keys."),
  },
  {
    requiredInProduction: ['JWT_PRIVATE_KEY', 'DOCUMENTS_KEY'],
    check(env, ctx) {
      const admin = [env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL];
      if (admin.some((value) => value !== undefined) && admin.some((value) => value === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['ADMIN_USERNAME'], message: 'ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL go together' });
      }
    },
  },
);

export type IdentityEnv = z.infer<typeof identityEnvSchema>;

/** What the identity domain needs, whichever runtime built it. */
export interface IdentitySettings {
  privateKey: string;
  publicKey: string;
  publicUrl: string;
  captchaTestAnswer?: string;
  admin?: { username: string; password: string; email: string };
  loginRateLimit: number;
  registerRateLimit: number;
  /** REQUIRE_ADMIN_2FA as decided for this process. */
  requireAdminTwoFactor: boolean;
  /** Seals TOTP secrets at rest. */
  twoFactorKey: Buffer;
  /** Where diet requests' documents are kept (encrypted) and the key that encrypts them. */
  documents: DocumentSettings;
  /** SCHOOL_TIMEZONE: what "today" is when an approval's validUntil is compared, and the zone of a school saved without its own (the five seeded ones). */
  schoolTimeZone: string;
}

/** The key pair sessions and access tokens are signed with: the configured one, else one kept under DATA_DIR. */
export function signingKeysFrom(env: Pick<IdentityEnv, 'JWT_PRIVATE_KEY' | 'JWT_PUBLIC_KEY' | 'DATA_DIR'>): { privateKey: string; publicKey: string } {
  return env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY ? { privateKey: env.JWT_PRIVATE_KEY, publicKey: env.JWT_PUBLIC_KEY } : loadOrCreateKeyPair(env.DATA_DIR);
}

export function identitySettingsFrom(env: IdentityEnv, keys: { privateKey: string; publicKey: string }): Readonly<IdentitySettings> {
  return Object.freeze({
    ...keys,
    publicUrl: env.PUBLIC_URL,
    captchaTestAnswer: env.CAPTCHA_TEST_ANSWER,
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
        : undefined,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    registerRateLimit: env.REGISTER_RATE_LIMIT,
    requireAdminTwoFactor: env.REQUIRE_ADMIN_2FA ? env.REQUIRE_ADMIN_2FA === 'true' : env.NODE_ENV === 'production',
    twoFactorKey: env.TWO_FACTOR_KEY
      ? Buffer.from(env.TWO_FACTOR_KEY, 'base64')
      : Buffer.from(hkdfSync('sha256', keys.privateKey, '', 'lunchbox totp secrets', 32)),
    documents: documentSettingsFrom(env.DATA_DIR, env.DOCUMENTS_KEY),
    schoolTimeZone: env.SCHOOL_TIMEZONE,
  });
}
