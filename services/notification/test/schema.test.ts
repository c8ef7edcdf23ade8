import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { asCaller, ADMIN, startNotificationHarness, type NotificationHarness, parent } from './notification-harness.ts';

describe('notification subgraph', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  test('when the gateway asks for the subgraph schema, then it offers the e-mail history for federation', async () => {
    const result = await harness.ask(null, '{ _service { sdl } }');
    const sdl = String((result.data?._service as { sdl: string }).sdl);
    assert.match(sdl, /emailNotifications\(\s*(?:"""[^"]*"""\s*|"[^"]*"\s*)?limit: Int\s*\): \[EmailNotification!\]!/);
    assert.match(sdl, /specs\.apollo\.dev\/federation\/v2/);
  });

  test('when a signed-out caller asks for the e-mail history, then it is refused as unauthenticated', async () => {
    const result = await harness.ask(null, '{ emailNotifications { id } }');
    assert.equal(result.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(result.data, null);
  });

  test('when a parent asks for the e-mail history, then it is refused', async () => {
    const result = await harness.ask(asCaller({ userId: 7, username: 'jane', isAdmin: false }), '{ emailNotifications { id } }');
    assert.equal(result.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal(result.errors?.[0]?.message, 'Admin access required');
  });

  test('when an administrator asks for the e-mail history, then the newest e-mail comes first with its recipients and counts', async () => {
    await harness.publishOnly('user.registered', { ...parent, userId: 1, email: 'first@example.org' });
    await harness.waitForHistory((item) => item.recipientEmails.includes('first@example.org') && item.status === 'sent');
    await harness.publishOnly('user.registered', { ...parent, userId: 2, email: 'second@example.org' });
    await harness.waitForHistory((item) => item.recipientEmails.includes('second@example.org') && item.status === 'sent');

    const result = await harness.ask(
      ADMIN,
      '{ emailNotifications(limit: 1) { kind subject recipientEmails status sentCount failedCount createdAt completedAt } }',
    );
    assert.equal(result.errors, undefined);
    const [newest] = result.data?.emailNotifications as Array<Record<string, unknown>>;
    assert.deepEqual(
      { ...newest, createdAt: typeof newest?.createdAt, completedAt: typeof newest?.completedAt },
      {
        kind: 'welcome',
        subject: 'Welcome to Lunchbox!',
        recipientEmails: ['second@example.org'],
        status: 'sent',
        sentCount: 1,
        failedCount: 0,
        createdAt: 'string',
        completedAt: 'string',
      },
    );
  });

  test('when the history is asked for with a limit out of range, then it is refused as bad input', async () => {
    const result = await harness.ask(ADMIN, '{ emailNotifications(limit: 0) { id } }');
    assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});
