import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type pg from 'pg';
import { createLogger } from '@lunchbox/kit/process/logger';
import type { RunningServer } from '@lunchbox/kit/http/subgraph-server';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { startGateway } from '../src/main.ts';
import { Browser, newParentFields, newSignedInParent, registerWith, type SignedInParent } from './parents.ts';
import { rowCounter } from './row-counts.ts';

/** Monday 23 November 2026, 8 AM at the schools: Tuesday to Friday can still be ordered. */
const TEST_NOW = '2026-11-23T16:00:00.000Z';
const MAIL_WAIT_MS = 15_000;
const SESSION_KEYS = ['createdAt', 'current', 'id', 'ip', 'lastSeenAt', 'userAgent'];
const FAREWELL_EN = 'Your Lunchbox account has been deleted';
const FAREWELL_ES = 'Su cuenta de Lunchbox ha sido eliminada';

interface SessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

/** A browser that says which browser it is, as a real one does in every request. */
class NamedBrowser extends Browser {
  readonly userAgent: string;

  constructor(baseUrl: string, userAgent: string, address?: string) {
    super(baseUrl, address);
    this.userAgent = userAgent;
  }

  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request<T>(method, path, body, { 'user-agent': this.userAgent, ...headers });
  }
}

describe('the parent’s own sessions and data, and closing the account (issue 30 §3)', () => {
  let system: TestSystem;
  let other: RunningServer;
  let observer: pg.Pool;
  let admin: Browser;
  const menu: Record<'Thursday' | 'Friday', number> = { Thursday: 0, Friday: 0 };

  beforeAll(async () => {
    // A low sign-in limit, so that the password check of closing an account reaches it in a few tries.
    system = await startTestSystem({ env: { TEST_NOW, LOGIN_RATE_LIMIT: '3' } });
    // A second gateway replica in front of the same subgraphs and bus, as `--scale gateway=2` would run.
    const urlOf = (name: string) => system.services.find((service) => service.name === name)!.url;
    other = await startGateway({
      port: 0,
      host: '127.0.0.1',
      subgraphUrls: { identity: urlOf('identity'), menu: urlOf('menu'), ordering: urlOf('ordering'), notification: urlOf('notification') },
      publicUrl: system.url,
      bus: system.bus,
      schoolTimeZone: 'America/Los_Angeles',
      log: createLogger('gateway-2'),
    });
    observer = observerPool(system.databaseUrl, 1);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    for (const [dayOfWeek, menuItem] of [
      ['Thursday', 'Taco Thursday'],
      ['Friday', 'Pizza Friday'],
    ] as const) {
      const item = await admin.post('/api/weekly-menu', {
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek,
        menuItem,
        description: 'Fresh',
        price: '6.50',
      });
      assert.equal(item.status, 201, JSON.stringify(item.body));
      menu[dayOfWeek] = item.body.id;
    }
    await waitFor('ordering learning the menu', async () => (await observer.query('select count(*)::int as n from ordering.menu_items')).rows[0].n, {
      until: (n) => n === 2,
    });
  });
  afterAll(async () => {
    await observer?.end();
    await other?.stop();
    await system?.stop();
  });

  const sessionsOf = async (browser: Browser) => {
    const response = await browser.get<SessionView[]>('/api/my-sessions');
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body;
  };
  /** Signs the parent in once more in a browser of its own, on this gateway or the other. */
  async function signInAgain(parent: SignedInParent, userAgent: string, on: 'here' | 'there' = 'here'): Promise<NamedBrowser> {
    const browser = new NamedBrowser(on === 'here' ? system.url : other.url, userAgent);
    const response = await browser.post('/api/login', { username: parent.fields.username, password: parent.fields.password });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return browser;
  }
  /** A copy of the browser's cookie on the other gateway, which has just confirmed the session (so caches it). */
  async function copyOnOtherGateway(browser: Browser): Promise<Browser> {
    const copy = new Browser(other.url);
    browser.cloneCookiesTo(copy);
    assert.equal((await copy.get('/api/user')).status, 200);
    return copy;
  }
  const refusedOnOtherGateway = (copy: Browser, what: string) =>
    waitFor(`the other gateway to refuse the session after ${what}`, async () => (await copy.get('/api/user')).status, { until: (status) => status === 401 });

  describe('GET /api/my-sessions', () => {
    test('when the gateway does not trust the connection it came through (TRUST_PROXY), then a forwarded address is not believed', async () => {
      const urlOf = (name: string) => system.services.find((service) => service.name === name)!.url;
      const strict = await startGateway({
        port: 0,
        host: '127.0.0.1',
        subgraphUrls: { identity: urlOf('identity'), menu: urlOf('menu'), ordering: urlOf('ordering'), notification: urlOf('notification') },
        publicUrl: system.url,
        bus: system.bus,
        schoolTimeZone: 'America/Los_Angeles',
        trustProxy: '10.0.0.0/8',
        log: createLogger('gateway-strict'),
      });
      try {
        const parent = await newSignedInParent(system.url);
        const pretender = new NamedBrowser(strict.url, 'Pretender/1.0', '203.0.113.9');
        const login = await pretender.post('/api/login', { username: parent.fields.username, password: parent.fields.password });
        assert.equal(login.status, 200, JSON.stringify(login.body));
        const mine = (await sessionsOf(pretender)).find((session) => session.current)!;
        assert.notEqual(mine.ip, '203.0.113.9');
        assert.match(mine.ip ?? '', /127\.0\.0\.1/);
      } finally {
        await strict.stop();
      }
    });

    test('when a parent is signed in in two browsers, then each is listed with its browser, address and times, and the asking one is current', async () => {
      const parent = await newSignedInParent(system.url);
      // A browser's own header of the gateway's forwarding name is not believed.
      const laptop = new NamedBrowser(system.url, 'Mozilla/5.0 (X11; Linux x86_64) Laptop', '203.0.113.7');
      const login = await laptop.request(
        'POST',
        '/api/login',
        { username: parent.fields.username, password: parent.fields.password },
        { 'x-lunchbox-user-agent': 'forged' },
      );
      assert.equal(login.status, 200, JSON.stringify(login.body));

      const sessions = await sessionsOf(laptop);
      assert.equal(sessions.length, 2);
      for (const session of sessions) {
        assert.deepEqual(Object.keys(session).sort(), SESSION_KEYS);
        assert.match(session.id, /^[0-9a-f-]{36}$/);
        assert.ok(Date.parse(session.lastSeenAt) >= Date.parse(session.createdAt));
      }
      const current = sessions.filter((session) => session.current);
      assert.equal(current.length, 1);
      assert.equal(current[0]!.userAgent, 'Mozilla/5.0 (X11; Linux x86_64) Laptop');
      assert.equal(current[0]!.ip, '203.0.113.7');
      const registration = sessions.find((session) => !session.current)!;
      assert.equal(registration.ip, parent.browser.address);
      assert.doesNotMatch(JSON.stringify(sessions), /forged|token/i);

      // The same list from the first browser marks the first browser's session instead.
      const fromFirst = await sessionsOf(parent.browser);
      assert.equal(fromFirst.find((session) => session.current)?.id, registration.id);
    });

    test('when a gateway confirms a session with identity, then its lastSeenAt moves; a request it answers from its cache writes nothing', async () => {
      const parent = await newSignedInParent(system.url);
      const [session] = await sessionsOf(parent.browser);
      const lastSeenOf = async () =>
        (await observer.query<{ at: Date }>('select last_seen_at as at from identity.sessions where id = $1', [session!.id])).rows[0]!.at.toISOString();
      const longAgo = '2026-11-01T12:00:00.000Z';
      await observer.query('update identity.sessions set last_seen_at = $2 where id = $1', [session!.id, longAgo]);

      // This gateway confirmed the session at registration and answers from its cache: no write per request.
      assert.equal((await parent.browser.get('/api/user')).status, 200);
      assert.equal(await lastSeenOf(), longAgo);
      // The other gateway has never seen the cookie, so it asks identity, which notes the visit.
      await copyOnOtherGateway(parent.browser);
      const seen = await lastSeenOf();
      assert.ok(Date.parse(seen) >= Date.parse(TEST_NOW), `${seen} is the clock's now`);
      assert.equal((await sessionsOf(parent.browser))[0]!.lastSeenAt, seen);
    });

    test('when nobody is signed in, then it answers 401', async () => {
      assert.equal((await new Browser(system.url).get('/api/my-sessions')).status, 401);
    });

    test('when an administrator asks for someone else’s sessions through the graph, then it is refused', async () => {
      const parent = await newSignedInParent(system.url);
      const response = await admin.graphql(`{ adminUsers { id sessions { id } } }`);
      assert.equal(response.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(response.body).slice(0, 500));
      assert.ok(!JSON.stringify(response.body).includes((await sessionsOf(parent.browser))[0]!.id));
    });
  });

  describe('DELETE /api/my-sessions/{id}', () => {
    test('when a parent ends another of their sessions, then that session is refused on its next request, on both gateways, and the list drops it', async () => {
      const parent = await newSignedInParent(system.url);
      const phone = await signInAgain(parent, 'Phone browser');
      const phoneCopy = await copyOnOtherGateway(phone);
      const phoneSession = (await sessionsOf(phone)).find((session) => session.current)!;

      const revoked = await parent.browser.delete(`/api/my-sessions/${phoneSession.id}`);
      assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
      assert.deepEqual(revoked.body, { success: true, id: phoneSession.id });

      assert.equal((await phone.get('/api/user')).status, 401, 'refused on the very next request through the gateway that ended it');
      await refusedOnOtherGateway(phoneCopy, 'ending it');
      assert.equal((await parent.browser.get('/api/user')).status, 200, 'the session that ended it stays');
      assert.deepEqual(
        (await sessionsOf(parent.browser)).map((session) => session.current),
        [true],
      );
    });

    test('when the session was ended through the other gateway, then this gateway refuses it too', async () => {
      const parent = await newSignedInParent(system.url);
      const tablet = await signInAgain(parent, 'Tablet browser');
      const tabletSession = (await sessionsOf(tablet)).find((session) => session.current)!;
      const onOther = new Browser(other.url);
      parent.browser.cloneCookiesTo(onOther);
      assert.equal((await onOther.delete(`/api/my-sessions/${tabletSession.id}`)).status, 200);
      await waitFor('this gateway to refuse the ended session', async () => (await tablet.get('/api/user')).status, { until: (status) => status === 401 });
    });

    test('when a parent names another user’s session, an unknown one or a malformed id, then it is refused and nothing ends', async () => {
      const parent = await newSignedInParent(system.url);
      const stranger = await newSignedInParent(system.url);
      const strangerSession = (await sessionsOf(stranger.browser))[0]!;

      const theirs = await parent.browser.delete(`/api/my-sessions/${strangerSession.id}`);
      assert.equal(theirs.status, 404, JSON.stringify(theirs.body));
      assert.equal(theirs.body.error, 'Session not found');
      assert.equal((await stranger.browser.get('/api/user')).status, 200, 'the other user stays signed in');

      assert.equal((await parent.browser.delete(`/api/my-sessions/${randomUUID()}`)).status, 404);
      const malformed = await parent.browser.delete('/api/my-sessions/not-a-session');
      assert.equal(malformed.status, 400);
      assert.equal(malformed.body.error, 'Invalid session id');
      assert.equal((await new Browser(system.url).delete(`/api/my-sessions/${strangerSession.id}`)).status, 401);
      assert.equal((await stranger.browser.get('/api/user')).status, 200);
    });

    test('when a parent ends their current session, then they are signed out', async () => {
      const parent = await newSignedInParent(system.url);
      const current = (await sessionsOf(parent.browser))[0]!;
      assert.equal((await parent.browser.delete(`/api/my-sessions/${current.id}`)).status, 200);
      assert.equal((await parent.browser.get('/api/user')).status, 401);
    });
  });

  describe('POST /api/my-sessions/revoke-others', () => {
    test('when a parent signs out everywhere else, then every other session is refused on its next request, on both gateways, and this one stays', async () => {
      const parent = await newSignedInParent(system.url);
      const phone = await signInAgain(parent, 'Phone browser');
      const tablet = await signInAgain(parent, 'Tablet browser', 'there');
      const phoneCopy = await copyOnOtherGateway(phone);

      const response = await parent.browser.post('/api/my-sessions/revoke-others');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.deepEqual(response.body, { revoked: 2 });

      assert.equal((await phone.get('/api/user')).status, 401);
      await refusedOnOtherGateway(phoneCopy, 'signing out everywhere else');
      await refusedOnOtherGateway(tablet, 'signing out everywhere else');
      assert.equal((await parent.browser.get('/api/user')).status, 200);
      assert.equal((await sessionsOf(parent.browser)).length, 1);
      assert.deepEqual((await parent.browser.post('/api/my-sessions/revoke-others')).body, { revoked: 0 });
    });
  });

  describe('GET /api/my-data', () => {
    test('when a parent downloads their data, then one JSON file holds every service’s part of it', async () => {
      const parent = await newSignedInParent(system.url, { fullName: 'Dana Download' });
      const child = await parent.browser.post('/api/child-profile', {
        name: 'Mia',
        school: 'Sutter Elementary',
        grade: '3',
        teacher: 'Room 4',
        allergies: ['sesame'],
      });
      assert.equal(child.status, 201, JSON.stringify(child.body));
      await waitFor(
        'ordering learning the child',
        async () => (await observer.query('select count(*)::int as n from ordering.children where child_id = $1', [child.body.id])).rows[0].n,
        {
          until: (n) => n === 1,
        },
      );
      const lunch = (day: 'Thursday' | 'Friday', lunchDate: string, menuItem: string) => ({
        id: randomUUID(),
        childId: child.body.id,
        childName: 'Mia',
        parentName: 'Dana Download',
        email: parent.fields.email,
        phone: parent.fields.phone,
        school: 'Sutter Elementary',
        grade: '3',
        teacher: 'Room 4',
        lunchDate,
        lunchOptions: [menuItem],
        weeklyMenuItemIds: [menu[day]],
        totalAmount: 6.5,
        notes: '',
        addedAt: '2026-11-23T15:00:00.000Z',
      });
      const checkout = await parent.browser.post('/api/checkout', {
        checkoutId: randomUUID(),
        items: [lunch('Thursday', '2026-11-26', 'Taco Thursday'), lunch('Friday', '2026-11-27', 'Pizza Friday')],
      });
      assert.equal(checkout.status, 201, JSON.stringify(checkout.body));
      const reference = checkout.body.paymentReference as string;
      assert.equal((await admin.patch(`/api/admin/payments/${reference}`, { status: 'paid' })).status, 200);
      const thursday = (checkout.body.orders as Array<{ id: number; lunchDate: string }>).find((order) => order.lunchDate === '2026-11-26')!;
      assert.equal((await parent.browser.post(`/api/lunch-orders/${thursday.id}/cancel`)).status, 200);
      const feedback = await parent.browser.post('/api/feedback', {
        category: 'general',
        rating: 4.5,
        date: null,
        subject: '',
        message: 'Mia loved the tacos',
      });
      assert.equal(feedback.status, 201, JSON.stringify(feedback.body));
      assert.equal((await admin.put(`/api/admin/feedback/${feedback.body.id}`, { adminResponse: 'Thank you, Dana!' })).status, 200);
      await system.flushOutboxes();
      for (const subject of [/welcome/i, /order/i, /feedback|response|answer/i]) {
        await system.mail.waitFor((mail) => mail.to.includes(parent.fields.email) && subject.test(mail.subject), MAIL_WAIT_MS);
      }
      await waitFor(
        'notification to record the e-mails as sent',
        async () =>
          (await observer.query(`select count(*)::int as n from notification.email_notifications where user_id = $1 and status = 'sent'`, [parent.user.id]))
            .rows[0].n,
        { until: (n) => n >= 3 },
      );

      // A sign-in elsewhere (ended again) is in the audit trail, so the download carries at least that entry about the account.
      const elsewhere = new Browser(system.url);
      assert.equal((await elsewhere.post('/api/login', { username: parent.fields.username, password: parent.fields.password })).status, 200);
      assert.equal((await elsewhere.post('/api/logout')).status, 200);
      const response = await parent.browser.get('/api/my-data');
      assert.equal(response.status, 200, JSON.stringify(response.body).slice(0, 500));
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(response.headers.get('content-disposition'), 'attachment; filename="lunchbox-my-data-2026-11-23.json"');
      const data = response.body;
      assert.deepEqual(Object.keys(data), [
        'exportedAt',
        'account',
        'children',
        'orders',
        'creditLedger',
        'feedback',
        'emailsReceived',
        'sessions',
        'auditEntries',
      ]);
      // identity: the account, the children and the sessions.
      assert.equal(data.account.id, parent.user.id);
      assert.equal(data.account.email, parent.fields.email);
      assert.equal(data.account.fullName, 'Dana Download');
      assert.doesNotMatch(JSON.stringify(data.account), /password|hash/i);
      assert.deepEqual(
        data.children.map((kid: { name: string; allergies: string[] }) => [kid.name, kid.allergies]),
        [['Mia', ['sesame']]],
      );
      assert.equal(data.sessions.length, 1);
      assert.equal(data.sessions[0].current, true);
      // ordering: the orders with their payments, and the credit the cancelled paid lunch left.
      assert.deepEqual(
        data.orders.map((order: { lunchDate: string; status: string; paymentStatus: string; paymentReference: string }) => [
          order.lunchDate,
          order.status,
          order.paymentStatus,
          order.paymentReference,
        ]),
        [
          ['2026-11-27', 'active', 'paid', reference],
          ['2026-11-26', 'cancelled', 'paid', reference],
        ],
      );
      assert.deepEqual(
        data.creditLedger.map((entry: { amount: string; orderId: number }) => [entry.amount, entry.orderId]),
        [['6.50', thursday.id]],
      );
      // notification: the feedback with its answer, and the e-mails (subjects and dates, no bodies).
      assert.deepEqual(
        data.feedback.map((entry: { message: string; adminResponse: string }) => [entry.message, entry.adminResponse]),
        [['Mia loved the tacos', 'Thank you, Dana!']],
      );
      assert.ok(data.emailsReceived.length >= 3, JSON.stringify(data.emailsReceived));
      for (const email of data.emailsReceived) {
        assert.deepEqual(Object.keys(email).sort(), ['kind', 'sentAt', 'subject']);
        assert.ok(!Number.isNaN(Date.parse(email.sentAt)));
      }
      assert.ok(data.emailsReceived.some((email: { kind: string; subject: string }) => email.kind === 'welcome' && /Welcome/.test(email.subject)));
      assert.ok(data.emailsReceived.some((email: { kind: string }) => email.kind === 'order_confirmation'));
      assert.ok(
        data.auditEntries.some((entry: { action: string; actorId: number }) => entry.action === 'user.signed_in' && entry.actorId === parent.user.id),
        JSON.stringify(data.auditEntries),
      );
      for (const entry of data.auditEntries as Array<{ actorId: number | null; targetType: string | null; targetId: string | null }>) {
        assert.ok(entry.actorId === parent.user.id || (entry.targetType === 'user' && entry.targetId === String(parent.user.id)), JSON.stringify(entry));
      }
      // Nobody else's data: another parent's download names none of it.
      const stranger = await newSignedInParent(system.url);
      const theirs = (await stranger.browser.get('/api/my-data')).body;
      assert.deepEqual([theirs.children, theirs.orders, theirs.creditLedger, theirs.feedback], [[], [], [], []]);
      assert.ok(!theirs.auditEntries.some((entry: { actorId: number | null }) => entry.actorId === parent.user.id));
      assert.ok(!JSON.stringify(theirs).includes(parent.fields.email));
    });

    test('when nobody is signed in, then it answers 401 and no file', async () => {
      const response = await new Browser(system.url).get('/api/my-data');
      assert.equal(response.status, 401);
      assert.equal(response.headers.get('content-disposition'), null);
    });
  });

  describe('POST /api/my-account/delete', () => {
    test('when the password is wrong or missing, then it is refused, nothing is removed and the parent stays signed in', async () => {
      const parent = await newSignedInParent(system.url);
      const counter = await rowCounter(system.databaseUrl);
      try {
        await counter.registrationsHandled(system.mail, [parent.fields.email]);
        const before = await counter.counts();
        const wrong = await parent.browser.post('/api/my-account/delete', { password: 'not-my-password' });
        assert.equal(wrong.status, 401, JSON.stringify(wrong.body));
        assert.equal(wrong.body.error, 'Incorrect password');
        const missing = await parent.browser.post('/api/my-account/delete', {});
        assert.equal(missing.status, 400, JSON.stringify(missing.body));
        assert.equal(missing.body.error, 'Please enter your password to delete your account');
        const wrongType = await parent.browser.post('/api/my-account/delete', { password: 123456 });
        assert.equal(wrongType.status, 400, JSON.stringify(wrongType.body));
        assert.deepEqual(await counter.counts(), before);
        assert.equal((await parent.browser.get('/api/user')).status, 200);
        assert.equal((await new Browser(system.url).post('/api/my-account/delete', { password: parent.fields.password })).status, 401);
      } finally {
        await counter.close();
      }
    });

    test('when the password is guessed again and again, then the attempts are limited like sign-ins, the right one too', async () => {
      const parent = await newSignedInParent(system.url);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        assert.equal((await parent.browser.post('/api/my-account/delete', { password: `guess-${attempt}` })).status, 401);
      }
      const limited = await parent.browser.post('/api/my-account/delete', { password: parent.fields.password });
      assert.equal(limited.status, 429, JSON.stringify(limited.body));
      assert.match(limited.body.error, /Too many attempts/);
      assert.equal((await parent.browser.get('/api/user')).status, 200, 'nothing was removed');
    });

    test('when an administrator tries to close their own account, then it is refused', async () => {
      const response = await admin.post('/api/my-account/delete', { password: TEST_ADMIN.password });
      assert.equal(response.status, 400, JSON.stringify(response.body));
      assert.equal((await admin.get('/api/user')).status, 200);
    });

    test('when a parent closes their account with the password, then it answers 204, every service forgets them, every session ends and a last e-mail confirms it', async () => {
      const parent = await newSignedInParent(system.url, { fullName: 'Lena Leaving' });
      const child = await parent.browser.post('/api/child-profile', { name: 'Lily', school: 'Sutter Elementary', grade: '2', teacher: 'Room 1' });
      assert.equal(child.status, 201);
      const feedback = await parent.browser.post('/api/feedback', { category: 'general', rating: 5, date: null, subject: '', message: 'Bye for now' });
      assert.equal(feedback.status, 201);
      const phone = await signInAgain(parent, 'Phone browser');
      const phoneCopy = await copyOnOtherGateway(phone);
      await system.mail.waitFor((mail) => mail.to.includes(parent.fields.email) && /welcome/i.test(mail.subject), MAIL_WAIT_MS);

      const response = await parent.browser.post('/api/my-account/delete', { password: parent.fields.password });
      assert.equal(response.status, 204, JSON.stringify(response.body));
      assert.equal(response.body, undefined);
      assert.match(response.headers.getSetCookie().find((line) => line.startsWith('lunchbox_session=')) ?? '', /Expires=Thu, 01 Jan 1970/i);

      assert.equal((await parent.browser.get('/api/user')).status, 401);
      assert.equal((await phone.get('/api/user')).status, 401);
      await refusedOnOtherGateway(phoneCopy, 'closing the account');
      const login = await new Browser(system.url).post('/api/login', { username: parent.fields.username, password: parent.fields.password });
      assert.equal(login.status, 401);
      const users = (await admin.get('/api/admin/users')).body as Array<{ id: number }>;
      assert.ok(!users.some((user) => user.id === parent.user.id));

      await system.flushOutboxes();
      const farewell = await system.mail.waitFor((mail) => mail.to.includes(parent.fields.email) && mail.subject === FAREWELL_EN, MAIL_WAIT_MS);
      assert.match(farewell.text, /Lena Leaving/);
      assert.match(farewell.text, /children's profiles, your orders and payments/);
      await waitFor(
        'every service to forget the parent, the last e-mail’s record too',
        async () =>
          (
            await observer.query(
              `select (select count(*) from identity.child_profiles where user_id = $1)
                    + (select count(*) from ordering.children where user_id = $1 and not deleted)
                    + (select count(*) from notification.feedback where user_id = $1)
                    + (select count(*) from notification.users where user_id = $1)
                    + (select count(*) from notification.email_notifications where user_id = $1 or kind = 'account_closed')
                    + (select count(*) from notification.email_deliveries where lower(recipient) = lower($2)) as n`,
              [parent.user.id, parent.fields.email],
            )
          ).rows[0].n,
        { until: (n) => Number(n) === 0 },
      );
    });

    test('when a parent who reads Spanish closes their account, then the last e-mail is in Spanish', async () => {
      const browser = new Browser(system.url);
      const fields = newParentFields({ fullName: 'Lucía López' });
      const registered = await registerWith(browser, { ...fields, language: 'es' });
      assert.equal(registered.status, 201, JSON.stringify(registered.body));
      await system.mail.waitFor((mail) => mail.to.includes(fields.email), MAIL_WAIT_MS);
      assert.equal((await browser.post('/api/my-account/delete', { password: fields.password })).status, 204);
      await system.flushOutboxes();
      const farewell = await system.mail.waitFor((mail) => mail.to.includes(fields.email) && mail.subject === FAREWELL_ES, MAIL_WAIT_MS);
      assert.match(farewell.text, /Lucía López/);
    });
  });
});
