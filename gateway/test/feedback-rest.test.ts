import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

const FEEDBACK_KEYS = ['adminResponse', 'category', 'createdAt', 'date', 'id', 'message', 'rating', 'responseDate', 'status', 'subject', 'userId', 'userName'];

interface Feedback {
  id: number;
  userId: number;
  userName: string;
  category: string;
  rating: number;
  date: string | null;
  subject: string;
  message: string;
  status: string;
  adminResponse: string | null;
  responseDate: string | null;
  createdAt: string;
}

describe('feedback through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let visitor: Browser;
  let paula: SignedInParent;
  let quinn: SignedInParent;

  beforeAll(async () => {
    system = await startTestSystem();
    admin = new Browser(system.url);
    visitor = new Browser(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    paula = await newSignedInParent(system.url, { fullName: 'Paula Parent' });
    quinn = await newSignedInParent(system.url, { fullName: 'Quinn Quill' });
    await system.flushOutboxes();
    for (const email of [paula.fields.email, quinn.fields.email]) {
      await system.mail.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Welcome to Lunchbox!');
    }
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when a parent submits the feedback form, then 201 answers the saved feedback, pending', async () => {
    const response = await paula.browser.post<Feedback>('/api/feedback', {
      category: 'general',
      rating: 4.5,
      date: '',
      subject: '',
      message: 'The pasta was great!',
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.deepEqual(Object.keys(response.body).sort(), FEEDBACK_KEYS);
    assert.equal(response.body.userId, paula.user.id);
    assert.equal(response.body.userName, 'Paula Parent');
    assert.equal(response.body.rating, 4.5);
    assert.equal(response.body.date, null);
    assert.equal(response.body.status, 'pending');
    assert.equal(response.body.adminResponse, null);

    const specific = await paula.browser.post<Feedback>('/api/feedback', {
      category: 'specific',
      rating: '1.5',
      date: '2026-11-19',
      subject: '',
      message: 'Lunch arrived late.',
    });
    assert.equal(specific.status, 201, JSON.stringify(specific.body));
    assert.equal(specific.body.date, '2026-11-19');
    assert.equal(specific.body.rating, 1.5);
  });

  test('when the feedback form is incomplete, then 400 answers the spec messages', async () => {
    for (const [payload, message] of [
      [{ rating: 3, subject: '' }, 'Please select a category.'],
      [{ category: 'general', subject: '' }, 'Please select a star rating.'],
      [{ category: 'general', rating: 0, subject: '' }, 'Please select a star rating.'],
      [{ category: 'specific', rating: 2, date: '', subject: '' }, 'Please fill in the date for specific issues.'],
      [{ category: 'general', rating: 3.7, subject: '' }, 'Rating must be from 0.5 to 5 in steps of 0.5'],
    ] as const) {
      const response = await paula.browser.post('/api/feedback', payload);
      assert.equal(response.status, 400, JSON.stringify(payload));
      assert.equal(response.body.error, message);
      assert.equal(response.body.message, message, 'the web takes the failure from the message field');
    }
  });

  test('when nobody is signed in, then the parent feedback paths answer 401', async () => {
    assert.equal((await visitor.get('/api/my-feedback')).status, 401);
    assert.equal((await visitor.post('/api/feedback', { category: 'general', rating: 3 })).status, 401);
  });

  test('when parents open their feedback history, then each sees only their own, newest first', async () => {
    await quinn.browser.post('/api/feedback', { category: 'general', rating: 5, subject: '', message: 'Perfect' });
    const mine = await paula.browser.get<Feedback[]>('/api/my-feedback');
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.map((item) => item.message),
      ['Lunch arrived late.', 'The pasta was great!'],
    );
    const quinns = await quinn.browser.get<Feedback[]>('/api/my-feedback');
    assert.deepEqual(
      quinns.body.map((item) => item.message),
      ['Perfect'],
    );
  });

  test("when an administrator lists feedback, then everyone's comes newest first with the parent's name", async () => {
    const all = await admin.get<Feedback[]>('/api/admin/feedback');
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.body.map((item) => [item.userName, item.message]),
      [
        ['Quinn Quill', 'Perfect'],
        ['Paula Parent', 'Lunch arrived late.'],
        ['Paula Parent', 'The pasta was great!'],
      ],
    );
  });

  test('when an administrator answers, then the response and its date are saved, the parent is e-mailed it and sees it in the history', async () => {
    const [late] = (await paula.browser.get<Feedback[]>('/api/my-feedback')).body;
    const response = await admin.put<Feedback>(`/api/admin/feedback/${late!.id}`, { adminResponse: '  So sorry, it will not happen again.  ' });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.adminResponse, 'So sorry, it will not happen again.');
    assert.equal(response.body.status, 'reviewed');
    assert.ok(response.body.responseDate);

    await system.flushOutboxes();
    const mail = await system.mail.waitFor((message) => message.to.includes(paula.fields.email) && message.subject === 'Response to your Lunchbox feedback');
    assert.match(mail.text, /Hello Paula Parent,/);
    assert.match(mail.text, /"Lunch arrived late\."/);
    assert.match(mail.text, /Date related to the issue: Thursday, November 19, 2026/);
    assert.match(mail.text, /Response from Admin:\nSo sorry, it will not happen again\./);

    const [seen] = (await paula.browser.get<Feedback[]>('/api/my-feedback')).body;
    assert.equal(seen?.adminResponse, 'So sorry, it will not happen again.');
    assert.equal(seen?.responseDate, response.body.responseDate);
    assert.equal(seen?.status, 'reviewed');
  });

  test('when a response is blank, the id unknown or not a number, then it is refused and nothing changes', async () => {
    const [perfect] = (await quinn.browser.get<Feedback[]>('/api/my-feedback')).body;
    const blank = await admin.put(`/api/admin/feedback/${perfect!.id}`, { adminResponse: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.error, 'Please enter a response before saving.');
    const missing = await admin.put(`/api/admin/feedback/${perfect!.id}`, {});
    assert.equal(missing.status, 400);
    const unknown = await admin.put('/api/admin/feedback/999999', { adminResponse: 'Hello' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'Feedback not found');
    assert.equal((await admin.put('/api/admin/feedback/abc', { adminResponse: 'Hello' })).status, 400);
    const [still] = (await quinn.browser.get<Feedback[]>('/api/my-feedback')).body;
    assert.equal(still?.adminResponse, null);
    assert.equal(still?.status, 'pending');
  });

  test('when a parent or a signed-out caller uses the administrator feedback paths, then 403 or 401 and nothing changes', async () => {
    const [perfect] = (await quinn.browser.get<Feedback[]>('/api/my-feedback')).body;
    for (const [method, path, payload] of [
      ['GET', '/api/admin/feedback', undefined],
      ['PUT', `/api/admin/feedback/${perfect!.id}`, { adminResponse: 'Answering myself' }],
    ] as const) {
      const asParent = await quinn.browser.request(method, path, payload);
      assert.equal(asParent.status, 403, `${method} ${path} as a parent`);
      assert.equal(asParent.body.error, 'Admin access required');
      assert.equal((await visitor.request(method, path, payload)).status, 401, `${method} ${path} signed out`);
    }
    const [still] = (await quinn.browser.get<Feedback[]>('/api/my-feedback')).body;
    assert.equal(still?.adminResponse, null);
  });

  test("when an administrator deletes a parent, then their feedback disappears from the administrator's list", async () => {
    const removed = await admin.delete(`/api/admin/users/${quinn.user.id}`);
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    const names = await waitFor(
      "the deleted parent's feedback to leave the list",
      async () => (await admin.get<Feedback[]>('/api/admin/feedback')).body.map((item) => item.userName),
      { until: (seen) => !seen.includes('Quinn Quill') },
    );
    assert.deepEqual(names, ['Paula Parent', 'Paula Parent']);
    const history = await admin.get<Array<{ recipientEmails: string[] }>>('/api/email-notifications');
    assert.ok(!JSON.stringify(history.body).includes(quinn.fields.email), 'their e-mails are gone from the history');
  });
});
