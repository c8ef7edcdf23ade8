import assert from 'node:assert/strict';
import { afterEach, describe, test } from '@jest/globals';
import type { InProcessBus } from '@lunchbox/kit/messaging/bus-in-process';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { startNotificationHarness, type NotificationHarness, parent, resetUrlWithToken } from './notification-harness.ts';

describe('e-mails the mail server does not take', () => {
  let harness: NotificationHarness | undefined;
  let smtp: SmtpCapture | undefined;

  afterEach(async () => {
    await harness?.stop();
    await smtp?.stop();
    harness = undefined;
    smtp = undefined;
  });

  test('when the SMTP server is down, then the e-mail is retried, recorded as failed, and the event is still acknowledged', async () => {
    const nobodyListens = `smtp://127.0.0.1:${await freePort()}`;
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: nobodyListens, retry: { attempts: 3, backoffMs: 20 } });
    const email = 'down@example.org';
    const event = await harness.publishOnly('password_reset.requested', {
      userId: 3,
      email,
      fullName: 'Dana Down',
      resetUrl: resetUrlWithToken('downToken123'),
    });

    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
    assert.equal(entry.status, 'failed');
    assert.equal(entry.sentCount, 0);
    assert.equal(entry.failedCount, 1);
    assert.match(entry.error ?? '', /ECONNREFUSED/);
    assert.equal(entry.deliveries[0]?.attempts, 3);
    assert.ok(!entry.message.includes('downToken123'), 'the reset link is removed from the history of a failed e-mail too');

    // The failure lives in the record; the handler committed (so the event was acked), nothing was dead-lettered.
    await harness.waitUntilHandled(event.id);
    assert.deepEqual((harness.bus as InProcessBus).deadLetters, []);
  });

  test('when the SMTP server keeps refusing for a while, then the retries get the e-mail through', async () => {
    smtp = await startSmtpCapture({ refuse: { times: 2, code: 451 } });
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url, retry: { attempts: 3, backoffMs: 20 } });
    const email = 'patient@example.org';
    await harness.publishOnly('user.registered', { ...parent, email });

    const mail = await smtp.waitFor((message) => message.to.includes(email));
    assert.equal(mail.subject, 'Welcome to Lunchbox!');
    assert.equal(smtp.refusedCount(), 2);
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
    assert.equal(entry.status, 'sent');
    assert.equal(entry.deliveries[0]?.attempts, 3);
  });

  test('when the SMTP server refuses every attempt, then the e-mail ends as failed after the retries', async () => {
    smtp = await startSmtpCapture({ refuse: { code: 451 } });
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url, retry: { attempts: 3, backoffMs: 20 } });
    const email = 'refused@example.org';
    await harness.publishOnly('user.registered', { ...parent, email });

    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
    assert.equal(entry.status, 'failed');
    assert.equal(entry.failedCount, 1);
    assert.equal(entry.deliveries[0]?.attempts, 3);
    assert.match(entry.error ?? '', /451/);
    assert.equal(smtp.refusedCount(), 3);
    assert.equal(smtp.messages.length, 0);
  });

  test('when the SMTP server rejects the address for good, then it is not retried and ends as failed', async () => {
    smtp = await startSmtpCapture({ refuse: { code: 550 } });
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url, retry: { attempts: 3, backoffMs: 20 } });
    const email = 'unknown@example.org';
    await harness.publishOnly('user.registered', { ...parent, email });

    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(email) && item.status !== 'pending');
    assert.equal(entry.status, 'failed');
    assert.equal(entry.deliveries[0]?.attempts, 1);
    assert.equal(smtp.refusedCount(), 1);
  });
});
