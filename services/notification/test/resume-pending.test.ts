import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { now } from '@lunchbox/kit/process/clock';
import { openServiceDatabase } from '@lunchbox/kit/db/database';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { lowBalanceEmail } from '../src/mail/balance-emails.ts';
import { recordEmail } from '../src/mail/mail-repository.ts';
import { welcomeEmail } from '../src/mail/templates.ts';
import { startNotificationHarness, type NotificationHarness, parent } from './notification-harness.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

describe('e-mails interrupted by a crash', () => {
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

  test('when the service stopped after recording an e-mail but before sending it, then it is sent at the next start', async () => {
    await harness.stopService();
    // What a crash between the commit and the send leaves behind: a pending e-mail nobody holds.
    const database = await openServiceDatabase({ url: harness.database.url, schemaName: 'notification', migrationsFolder });
    try {
      await recordEmail(
        database.db,
        {
          kind: 'welcome',
          to: ['interrupted@example.org'],
          content: welcomeEmail({ fullName: 'Ivy Interrupted', username: 'ivy', appUrl: 'http://lunchbox.test' }),
        },
        now(),
      );
    } finally {
      await database.close();
    }
    assert.equal(smtp.messages.length, 0);

    await harness.startService();
    const mail = await smtp.waitFor((message) => message.to.includes('interrupted@example.org'));
    assert.equal(mail.subject, 'Welcome to Lunchbox!');
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes('interrupted@example.org') && item.status !== 'pending');
    assert.equal(entry.status, 'sent');
    assert.equal(smtp.messages.filter((message) => message.to.includes('interrupted@example.org')).length, 1);
  });

  test('when a stopped replica left more pending e-mails than one page, then the next start sends them all at once, not a page per interval', async () => {
    // What a replica stopping under a backlog of events leaves: their e-mails recorded and handed back unsent.
    const addresses = Array.from({ length: 120 }, (_, index) => `handed-back-${index}@example.org`);
    await harness.stopService();
    const database = await openServiceDatabase({ url: harness.database.url, schemaName: 'notification', migrationsFolder });
    try {
      for (const [index, address] of addresses.entries())
        await recordEmail(
          database.db,
          { kind: 'welcome', to: [address], content: welcomeEmail({ fullName: `Hana ${index}`, username: `hana${index}`, appUrl: 'http://lunchbox.test' }) },
          now(),
        );
    } finally {
      await database.close();
    }

    await harness.startService();
    // The default deadline is shorter than the interval between passes (30 s): the pass at the start sends every one.
    const sent = await waitFor(
      'every handed-back e-mail sent',
      () => addresses.filter((address) => smtp.messages.some((message) => message.to.includes(address))).length,
      { until: (count) => count === addresses.length },
    );
    assert.equal(sent, addresses.length);
    await harness.untilMailSettled();
    assert.equal(smtp.messages.filter((message) => message.to.some((to) => to.startsWith('handed-back-'))).length, addresses.length, 'each once');
  });

  test('when an e-mail with a one-click unsubscribe is resumed after a crash, then it still carries its List-Unsubscribe headers', async () => {
    await harness.stopService();
    const database = await openServiceDatabase({ url: harness.database.url, schemaName: 'notification', migrationsFolder });
    const appUrl = 'http://lunchbox.test';
    try {
      await recordEmail(
        database.db,
        {
          kind: 'low_balance',
          to: ['resumed.low@example.org'],
          content: lowBalanceEmail({
            parentName: 'Lou Low',
            balance: '$2.00',
            threshold: '$10.00',
            profileUrl: `${appUrl}/profile`,
            unsubscribePageUrl: `${appUrl}/unsubscribe?token=resumed`,
            oneClickUnsubscribeUrl: `${appUrl}/api/unsubscribe?token=resumed`,
          }),
        },
        now(),
      );
    } finally {
      await database.close();
    }

    await harness.startService();
    const mail = await smtp.waitFor((message) => message.to.includes('resumed.low@example.org'));
    assert.equal(mail.headers['list-unsubscribe'], `<${appUrl}/api/unsubscribe?token=resumed>`);
    assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
  });

  test('when the service stops while an e-mail waits for its next attempt, then it stays pending and goes out after the restart', async () => {
    const refusing = await startSmtpCapture({ refuse: { code: 451 } });
    try {
      await harness.stopService();
      harness.options.smtpUrl = refusing.url;
      const backoffMs = 60_000;
      harness.options.retry = { attempts: 3, backoffMs };
      await harness.startService();
      await harness.publishOnly('user.registered', { ...parent, email: 'restart@example.org' });
      await harness.waitForHistory((item) => item.recipientEmails.includes('restart@example.org') && item.deliveries[0]?.attempts === 1);

      const stopping = Date.now();
      await harness.stopService();
      // Half the back-off: far from waiting it out, and no busy machine takes that long to stop.
      assert.ok(Date.now() - stopping < backoffMs / 2, 'stopping does not wait out the back-off');
    } finally {
      await refusing.stop();
    }

    harness.options.smtpUrl = smtp.url;
    await harness.startService();
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes('restart@example.org') && item.status !== 'pending');
    assert.equal(entry.status, 'sent');
    assert.equal(entry.deliveries[0]?.attempts, 2);
    assert.equal(smtp.messages.filter((message) => message.to.includes('restart@example.org')).length, 1);
  });

  test('when the service is told to stop while an e-mail is at the SMTP server, then it finishes and records that one, starts no other, and after the restart each went out once', async () => {
    let arrived!: () => void;
    const atServer = new Promise<void>((resolve) => (arrived = resolve));
    let accept!: () => void;
    const accepted = new Promise<void>((resolve) => (accept = resolve));
    const slow = await startSmtpCapture({
      beforeAccept: async (mail) => {
        if (!mail.to.includes('inflight@example.org')) return;
        arrived();
        await accepted;
      },
    });
    const copies = (address: string) => [...slow.messages, ...smtp.messages].filter((message) => message.to.includes(address)).length;
    try {
      await harness.stopService();
      harness.options.smtpUrl = slow.url;
      harness.options.retry = undefined;
      await harness.startService();
      await harness.publishOnly('user.registered', { ...parent, email: 'inflight@example.org' });
      await atServer;

      harness.service.leave();
      accept();
      const inflight = await harness.waitForHistory((item) => item.recipientEmails.includes('inflight@example.org') && item.status !== 'pending');
      assert.equal(inflight.status, 'sent');
      assert.equal(inflight.deliveries[0]?.attempts, 1);
      // Consumers still handle events while the process leaves: the e-mail is recorded, not started.
      await harness.publishOnly('user.registered', { ...parent, email: 'after-leave@example.org' });
      await harness.waitForHistory((item) => item.recipientEmails.includes('after-leave@example.org'));
      await harness.stopService();
      assert.equal(copies('after-leave@example.org'), 0, 'a process told to stop starts no new e-mail');
    } finally {
      await slow.stop();
    }

    harness.options.smtpUrl = smtp.url;
    await harness.startService();
    const later = await harness.waitForHistory((item) => item.recipientEmails.includes('after-leave@example.org') && item.status !== 'pending');
    assert.equal(later.status, 'sent');
    assert.equal(copies('inflight@example.org'), 1);
    assert.equal(copies('after-leave@example.org'), 1);
  });
});
