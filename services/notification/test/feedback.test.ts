import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import { startSmtpCapture, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { asCaller, ADMIN, administrator, startNotificationHarness, type NotificationHarness } from './notification-harness.ts';
import { ADMIN_FEEDBACK, ANSWER_FEEDBACK, MY_FEEDBACK, SUBMIT_FEEDBACK, type FeedbackRecord } from './operations.ts';

const maya = { userId: 31, username: 'maya', email: 'maya.mom@example.org', fullName: 'Maya Mom', phone: '555-333-0031', isAdmin: false };
const dev = { userId: 32, username: 'dev', email: 'dev.dad@example.org', fullName: 'Dev Dad', phone: '555-333-0032', isAdmin: false };

describe('feedback and administrator responses', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;
  const published: EventEnvelope[] = [];
  const callerOf = (user: typeof maya) => asCaller({ userId: user.userId, username: user.username, isAdmin: false });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    harness = await startNotificationHarness({ bus: 'in-process', smtpUrl: smtp.url });
    await harness.bus.subscribe({
      service: 'observer',
      handlers: {
        'feedback.answered': async (event) => {
          published.push(event);
        },
      },
    });
    for (const user of [administrator, maya, dev]) await harness.publish('user.registered', user);
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  async function submit(user: typeof maya, input: Record<string, unknown>): Promise<FeedbackRecord> {
    return (await harness.data(callerOf(user), SUBMIT_FEEDBACK, { input })).submitFeedback as FeedbackRecord;
  }

  const answeredEvents = async () =>
    (await harness.sql<{ n: number }>("select count(*)::int as n from notification.outbox where type = 'feedback.answered'"))[0]!.n;

  async function waitForEvent(predicate: (event: EventEnvelope) => boolean): Promise<EventEnvelope> {
    const found = await waitFor('the event to be published', async () => {
      await harness.service!.flushOutbox();
      return published.find(predicate);
    });
    return found!;
  }

  test('when a parent sends general feedback with a half-star rating, then it is saved pending and listed for the administrators', async () => {
    const saved = await submit(maya, { category: 'general', rating: 4.5, date: '2026-11-20', subject: '', message: ' Lovely pasta! ' });
    assert.equal(saved.userId, maya.userId);
    assert.equal(saved.userName, 'Maya Mom');
    assert.equal(saved.category, 'general');
    assert.equal(saved.rating, 4.5);
    assert.equal(saved.date, null, 'the date is kept only for specific issues');
    assert.equal(saved.subject, '');
    assert.equal(saved.message, 'Lovely pasta!');
    assert.equal(saved.status, 'pending');
    assert.equal(saved.adminResponse, null);
    assert.equal(saved.responseDate, null);
    assert.ok(!Number.isNaN(Date.parse(saved.createdAt)));

    const adminCaller = asCaller({ userId: administrator.userId, username: administrator.username, isAdmin: true });
    const listed = (await harness.data(adminCaller, '{ adminFeedback { id status userName } }')).adminFeedback as Array<{
      id: number;
      status: string;
      userName: string;
    }>;
    assert.deepEqual(
      listed.find((item) => item.id === saved.id),
      { id: saved.id, status: 'pending', userName: 'Maya Mom' },
      'the administrators see it in their Feedback tab',
    );
  });

  test('when the feedback form is incomplete, then the spec messages refuse it', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 3 }, 'Please select a category.'],
      [{ category: 'other', rating: 3 }, 'Please select a category.'],
      [{ category: 'general' }, 'Please select a star rating.'],
      [{ category: 'general', rating: 0 }, 'Please select a star rating.'],
      [{ category: 'general', rating: 4.3 }, 'Rating must be from 0.5 to 5 in steps of 0.5'],
      [{ category: 'general', rating: 5.5 }, 'Rating must be from 0.5 to 5 in steps of 0.5'],
      [{ category: 'specific', rating: 2 }, 'Please fill in the date for specific issues.'],
      [{ category: 'specific', rating: 2, date: '' }, 'Please fill in the date for specific issues.'],
      [{ category: 'specific', rating: 2, date: '2026-02-30' }, 'Date must be in the form YYYY-MM-DD'],
    ];
    for (const [input, message] of cases) {
      assert.deepEqual(await harness.refused(callerOf(maya), SUBMIT_FEEDBACK, { input }), { code: 'BAD_USER_INPUT', message }, JSON.stringify(input));
    }
    const signedOut = await harness.refused(null, SUBMIT_FEEDBACK, { input: { category: 'general', rating: 3 } });
    assert.equal(signedOut.code, 'UNAUTHENTICATED');
  });

  test('when parents read their feedback, then each sees only their own, newest first', async () => {
    const specific = await submit(maya, { category: 'specific', rating: 1.5, date: '2026-11-19', subject: '', message: 'The lunch was cold.' });
    assert.equal(specific.date, '2026-11-19');
    await submit(dev, { category: 'general', rating: 5, subject: '' });

    const mine = (await harness.data(callerOf(maya), MY_FEEDBACK)).myFeedback as FeedbackRecord[];
    assert.deepEqual(
      mine.map((item) => [item.category, item.rating, item.message]),
      [
        ['specific', 1.5, 'The lunch was cold.'],
        ['general', 4.5, 'Lovely pasta!'],
      ],
    );
    const devs = (await harness.data(callerOf(dev), MY_FEEDBACK)).myFeedback as FeedbackRecord[];
    assert.deepEqual(
      devs.map((item) => [item.userId, item.message]),
      [[dev.userId, '']],
    );
    assert.equal((await harness.refused(null, MY_FEEDBACK)).code, 'UNAUTHENTICATED');
  });

  test("when an administrator lists feedback, then everyone's comes newest first with the parent's current name", async () => {
    await harness.publish('user.updated', { ...maya, fullName: 'Maya Moreno' });
    const all = (await harness.data(ADMIN, ADMIN_FEEDBACK)).adminFeedback as FeedbackRecord[];
    assert.deepEqual(
      all.map((item) => [item.userName, item.rating]),
      [
        ['Dev Dad', 5],
        ['Maya Moreno', 1.5],
        ['Maya Moreno', 4.5],
      ],
    );
  });

  test('when an administrator answers feedback, then it is saved reviewed with its date, the parent sees it and is e-mailed the response', async () => {
    const [cold] = ((await harness.data(callerOf(maya), MY_FEEDBACK)).myFeedback as FeedbackRecord[]).filter((item) => item.category === 'specific');
    const answered = (await harness.data(ADMIN, ANSWER_FEEDBACK, { id: cold!.id, adminResponse: '  Sorry! We have a new warming box since.  ' }))
      .answerFeedback as FeedbackRecord;
    assert.equal(answered.adminResponse, 'Sorry! We have a new warming box since.');
    assert.equal(answered.status, 'reviewed');
    assert.ok(!Number.isNaN(Date.parse(answered.responseDate ?? '')));

    const event = await waitForEvent((item) => item.type === 'feedback.answered' && (item.data as { feedbackId: number }).feedbackId === cold!.id);
    assert.deepEqual(event.data, {
      feedbackId: cold!.id,
      userId: maya.userId,
      email: maya.email,
      userName: 'Maya Moreno',
      adminResponse: 'Sorry! We have a new warming box since.',
    });

    const mail = await smtp.waitFor((message) => message.to.includes(maya.email) && message.subject === 'Response to your Lunchbox feedback');
    assert.match(mail.text, /Hello Maya Moreno,/);
    assert.match(mail.text, /feedback about a specific issue of \w{3} \d{1,2}, \d{4} \(1\.5\/5\)/);
    assert.match(mail.text, /Date related to the issue: Thursday, November 19, 2026/);
    assert.match(mail.text, /"The lunch was cold\."/);
    assert.match(mail.text, /Response from Admin:\nSorry! We have a new warming box since\./);
    assert.match(mail.text, /http:\/\/lunchbox\.test\/feedback/);
    assert.match(mail.html, /Response from Admin:/);

    const seen = ((await harness.data(callerOf(maya), MY_FEEDBACK)).myFeedback as FeedbackRecord[]).find((item) => item.id === cold!.id);
    assert.equal(seen?.adminResponse, 'Sorry! We have a new warming box since.');
    assert.equal(seen?.responseDate, answered.responseDate);
    assert.equal(seen?.status, 'reviewed');
  });

  test('when an administrator updates a response, then the newer one is saved and e-mailed too', async () => {
    const [first] = ((await harness.data(callerOf(maya), MY_FEEDBACK)).myFeedback as FeedbackRecord[]).filter((item) => item.category === 'specific');
    const updated = (await harness.data(ADMIN, ANSWER_FEEDBACK, { id: first!.id, adminResponse: 'Update: the new warming box works.' }))
      .answerFeedback as FeedbackRecord;
    assert.equal(updated.adminResponse, 'Update: the new warming box works.');
    const mail = await smtp.waitFor((message) => message.to.includes(maya.email) && message.text.includes('Update: the new warming box works.'));
    assert.equal(mail.subject, 'Response to your Lunchbox feedback');
  });

  test('when a response is blank or the feedback unknown, then it is refused and nothing is e-mailed', async () => {
    const [general] = (await harness.data(callerOf(dev), MY_FEEDBACK)).myFeedback as FeedbackRecord[];
    await harness.untilMailSettled();
    const before = smtp.messages.length;
    const answersBefore = await answeredEvents();
    assert.deepEqual(await harness.refused(ADMIN, ANSWER_FEEDBACK, { id: general!.id, adminResponse: '   ' }), {
      code: 'BAD_USER_INPUT',
      message: 'Please enter a response before saving.',
    });
    assert.equal((await harness.refused(ADMIN, ANSWER_FEEDBACK, { id: general!.id })).message, 'Please enter a response before saving.');
    assert.deepEqual(await harness.refused(ADMIN, ANSWER_FEEDBACK, { id: 99_999, adminResponse: 'Hi' }), {
      code: 'NOT_FOUND',
      message: 'Feedback not found',
    });
    const still = ((await harness.data(callerOf(dev), MY_FEEDBACK)).myFeedback as FeedbackRecord[])[0];
    assert.equal(still?.status, 'pending');
    assert.equal(still?.adminResponse, null);
    // An answer's e-mail follows its feedback.answered event; a refused answer writes none, so none can come.
    assert.equal(await answeredEvents(), answersBefore);
    assert.equal(smtp.messages.length, before);
  });

  test('when a parent or a signed-out caller uses the administrator feedback operations, then they are refused', async () => {
    const [general] = (await harness.data(callerOf(dev), MY_FEEDBACK)).myFeedback as FeedbackRecord[];
    for (const [query, variables] of [
      [ADMIN_FEEDBACK, {}],
      [ANSWER_FEEDBACK, { id: general!.id, adminResponse: 'I answer myself' }],
    ] as const) {
      assert.deepEqual(await harness.refused(callerOf(dev), query, variables), { code: 'FORBIDDEN', message: 'Admin access required' });
      assert.equal((await harness.refused(null, query, variables)).code, 'UNAUTHENTICATED');
    }
    const still = ((await harness.data(callerOf(dev), MY_FEEDBACK)).myFeedback as FeedbackRecord[])[0];
    assert.equal(still?.adminResponse, null);
  });
});
