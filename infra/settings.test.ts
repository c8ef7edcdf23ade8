import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ConfigError, loadConfig } from '@lunchbox/kit/process/config';
import { now, startClockAt } from '@lunchbox/kit/process/clock';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { gatewayEnvSchema } from '@lunchbox/gateway/config';
import { identityEnvSchema } from '@lunchbox/identity/config';
import { menuEnvSchema } from '@lunchbox/menu/config';
import { notificationEnvSchema } from '@lunchbox/notification/config';
import { orderingEnvSchema } from '@lunchbox/ordering/config';

const schemas = {
  gateway: gatewayEnvSchema,
  identity: identityEnvSchema,
  menu: menuEnvSchema,
  ordering: orderingEnvSchema,
  notification: notificationEnvSchema,
};

function refusal(schema: Parameters<typeof loadConfig>[0], env: Record<string, string>): string {
  try {
    loadConfig(schema, env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    return error.message;
  }
  assert.fail('the settings were accepted');
}

describe('settings every process honours', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`when ${name} starts with no settings at all, then the embedded defaults apply`, () => {
      const config = loadConfig(schema, {}) as Record<string, unknown>;
      assert.equal(config.DATA_DIR, './data');
      assert.equal(config.SCHOOL_TIMEZONE, 'America/Los_Angeles');
      assert.equal(config.NODE_ENV, 'development');
    });

    it(`when ${name} runs in production with TEST_NOW or CAPTCHA_TEST_ANSWER, then it refuses naming each`, () => {
      const message = refusal(schema, { NODE_ENV: 'production', TEST_NOW: '2026-11-19T17:59:00-08:00', CAPTCHA_TEST_ANSWER: 'Ab3dE5' });
      assert.match(message, /TEST_NOW: is for tests only/);
      assert.match(message, /CAPTCHA_TEST_ANSWER: is for tests only/);
    });

    it(`when ${name} is given a time zone that does not exist, then it refuses naming SCHOOL_TIMEZONE`, () => {
      assert.match(refusal(schema, { SCHOOL_TIMEZONE: 'Mars/Olympus_Mons' }), /SCHOOL_TIMEZONE/);
    });
  }

  it('when the gateway is given a port that is not a number, then it refuses naming PORT', () => {
    assert.match(refusal(gatewayEnvSchema, { PORT: 'eighty' }), /PORT/);
  });

  it('when PORT and DATA_DIR are set, then the gateway uses them', () => {
    const config = loadConfig(gatewayEnvSchema, { PORT: '4321', DATA_DIR: '/srv/lunchbox' });
    assert.equal(config.PORT, 4321);
    assert.equal(config.DATA_DIR, '/srv/lunchbox');
  });

  it('when identity runs in production without its keys, then it refuses naming them (no default secrets)', () => {
    const message = refusal(identityEnvSchema, { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/lunchbox' });
    assert.match(message, /JWT_PRIVATE_KEY: is required/);
    assert.match(message, /JWT_PUBLIC_KEY: is required/);
  });

  it('when only some of the ADMIN_* settings are given, then identity refuses', () => {
    assert.match(refusal(identityEnvSchema, { ADMIN_USERNAME: 'admin' }), /ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL go together/);
  });

  it('when all ADMIN_* settings are given, then identity takes them', () => {
    const config = loadConfig(identityEnvSchema, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'secret-1', ADMIN_EMAIL: 'admin@example.org' });
    assert.equal(config.ADMIN_EMAIL, 'admin@example.org');
  });

  it('when TEST_NOW is set, then the servers clock starts there and runs on', async () => {
    // Bounded by the real time that passed around each reading, so a busy machine cannot fail it.
    const start = Date.parse('2026-11-20T01:59:58Z');
    const before = Date.now();
    startClockAt('2026-11-19T17:59:58-08:00');
    const first = now().getTime();
    assert.ok(first >= start && first <= start + (Date.now() - before), `${new Date(first).toISOString()}`);
    await waitFor('the clock to move on', () => now().getTime() > first);
    startClockAt(undefined);
    const realBefore = Date.now();
    const real = now().getTime();
    assert.ok(real >= realBefore && real <= Date.now());
  });

  it('when TEST_NOW is given for the moment a process started, then its clock agrees with one started earlier, however long it took to load', () => {
    // What the cluster does: the process started 90 s after the first is given TEST_NOW moved on by 90 s.
    const firstStartedAt = Date.now() - 120_000;
    startClockAt('2026-11-23T16:00:00.000Z', firstStartedAt);
    const first = now().getTime();
    startClockAt('2026-11-23T16:01:30.000Z', firstStartedAt + 90_000);
    const second = now().getTime();
    startClockAt(undefined);
    assert.ok(second >= first && second - first < 5_000, `${new Date(first).toISOString()} and ${new Date(second).toISOString()}`);
  });
});
