import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { createLogger } from '@lunchbox/kit/process/logger';
import { httpRequestDuration } from '@lunchbox/kit/observability/metrics';
import type { RunningServer } from '@lunchbox/kit/http/subgraph-server';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { startGateway } from '../src/main.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 10:00 in Los Angeles. */
const TEST_NOW = '2026-11-18T18:00:00.000Z';
const LATER_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };
const CLOSED_DATE = '2026-12-08';
const MAIL_WAIT_MS = 15_000;

interface MenuItem {
  id: number;
  menuItem: string;
  price: string;
  isActive: boolean;
}

/**
 * The gateway answers public menu reads and session checks from caches of its own. Whatever it
 * caches, a change must be visible on the very next request through the gateway that made it, and
 * through every other gateway as soon as the change's event reaches it — with the in-process bus
 * and with NATS, where each gateway replica has a subscription of its own.
 */
for (const bus of ['in-process', 'nats'] as const) {
  describe(`the gateway's caches stay true to every change (${bus} bus)`, () => {
    let system: TestSystem;
    let other: RunningServer;
    let admin: Browser;

    beforeAll(async () => {
      system = await startTestSystem({ bus, env: { TEST_NOW } });
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
      admin = new Browser(system.url);
      assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    });
    afterAll(async () => {
      await other?.stop();
      await system?.stop();
    });

    const visitor = () => new Browser(system.url);
    const visitorOfOther = () => new Browser(other.url);
    const activeNames = async (browser: Browser) => {
      const response = await browser.get<MenuItem[]>('/api/weekly-menu-items/active');
      assert.equal(response.status, 200);
      return response.body.map((item) => `${item.menuItem} ${item.price}`);
    };
    const graphqlActiveNames = async (browser: Browser) => {
      const response = await browser.post('/graphql', { query: '{ activeWeeklyMenuItems { menuItem price } }' });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return (response.body.data.activeWeeklyMenuItems as MenuItem[]).map((item) => `${item.menuItem} ${item.price}`);
    };
    const closures = async (browser: Browser) => {
      const response = await browser.get<Array<{ date: string; reason: string }>>('/api/closures?from=2026-12-01&to=2026-12-31');
      assert.equal(response.status, 200);
      return response.body.map((closure) => `${closure.date} ${closure.reason}`);
    };
    /**
     * Reads through both gateways and both faces, so that every cache holds the answer from before the
     * change; the REST reads twice, so that the second comes from the front cache of the first's bytes.
     */
    const warm = async () => {
      for (let round = 0; round < 2; round += 1)
        await Promise.all([
          activeNames(visitor()),
          graphqlActiveNames(visitor()),
          activeNames(visitorOfOther()),
          closures(visitor()),
          closures(visitorOfOther()),
        ]);
    };
    /** How many reads the gateways answered from the front cache, before Express. */
    const frontAnswers = async () =>
      (await httpRequestDuration.get()).values
        .filter((value) => value.metricName?.endsWith('_count') && value.labels.route === 'front read cache')
        .reduce((sum, value) => sum + value.value, 0);

    async function createItem(menuItem: string): Promise<MenuItem> {
      const response = await admin.post<MenuItem>('/api/weekly-menu', {
        ...LATER_WEEK,
        dayOfWeek: 'Monday',
        menuItem,
        description: 'Freshly made',
        price: '6.00',
      });
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body;
    }

    test('when a menu item is added, changed and deleted, then each change is in the next read through REST and GraphQL, and soon through the other gateway', async () => {
      const name = `Cached Curry ${bus}`;
      await warm();
      const item = await createItem(name);
      assert.ok((await activeNames(visitor())).includes(`${name} 6.00`), 'the new item is in the next REST read');
      assert.ok((await graphqlActiveNames(visitor())).includes(`${name} 6.00`), 'and in the next GraphQL read');
      await waitFor('the other gateway to show the new item', () => activeNames(visitorOfOther()), { until: (names) => names.includes(`${name} 6.00`) });

      await warm();
      assert.equal((await admin.patch(`/api/weekly-menu/${item.id}`, { price: '7.25' })).status, 200);
      assert.ok((await activeNames(visitor())).includes(`${name} 7.25`), 'the new price is in the next REST read');
      assert.ok(!(await graphqlActiveNames(visitor())).includes(`${name} 6.00`), 'the old price is gone from the next GraphQL read');
      await waitFor('the other gateway to show the new price', () => activeNames(visitorOfOther()), { until: (names) => names.includes(`${name} 7.25`) });

      await warm();
      assert.equal((await admin.delete(`/api/weekly-menu/${item.id}`)).status, 200);
      assert.ok(!(await activeNames(visitor())).some((entry) => entry.startsWith(name)), 'the deleted item is gone from the next read');
      await waitFor('the other gateway to drop the deleted item', () => activeNames(visitorOfOther()), {
        until: (names) => !names.some((entry) => entry.startsWith(name)),
      });
    });

    test('when a browser asks again with the ETag it holds, then it gets 304 until the menu changes, over REST and GraphQL GET', async () => {
      const paths = ['/api/weekly-menu-items/active', `/graphql?query=${encodeURIComponent('{ activeWeeklyMenuItems { id menuItem price } }')}`];
      // Apollo's CSRF prevention wants a header a cross-site form cannot send on a GET, as the web app does.
      const preflight = { 'apollo-require-preflight': 'true' };
      // A browser revalidating its copy sends max-age=0; fetch() would add no-cache to a conditional request, which asks for the full answer.
      const revalidate = (etag: string) => ({ ...preflight, 'if-none-match': etag, 'cache-control': 'max-age=0' });
      const tags: string[] = [];
      for (const path of paths) {
        const first = await visitor().request('GET', path, undefined, preflight);
        const etag = first.headers.get('etag');
        assert.equal(first.status, 200);
        assert.ok(etag, `${path} carries an ETag`);
        const again = await visitor().request('GET', path, undefined, revalidate(etag));
        assert.equal(again.status, 304, `${path} answers 304 to the same ETag`);
        assert.equal(again.body, undefined, 'a 304 has no body');
        tags.push(etag);
      }
      await createItem(`Fresh Tag Soup ${bus}`);
      for (const [index, path] of paths.entries()) {
        const changed = await visitor().request('GET', path, undefined, revalidate(tags[index]!));
        assert.equal(changed.status, 200, `${path} answers the changed menu in full`);
        assert.notEqual(changed.headers.get('etag'), tags[index]);
        assert.match(JSON.stringify(changed.body), new RegExp(`Fresh Tag Soup ${bus}`));
      }
    });

    test('when an anonymous browser reads a public menu again, then the gateway answers before its routes with the bytes and headers of the full path', async () => {
      const url = new URL('/api/weekly-menu-items/active', system.url);
      const headers = { 'accept-encoding': 'gzip', 'x-forwarded-for': '198.51.100.250' };
      const comparable = (response: Response) =>
        [...response.headers].filter(([name]) => !['date', 'x-request-id', 'content-length', 'transfer-encoding', 'keep-alive', 'connection'].includes(name));
      // Enough items that the answer is compressed (from 1 KiB), so each encoding's bytes differ.
      for (const dish of ['Stew', 'Soup', 'Salad', 'Bake']) await createItem(`Front ${dish} ${bus}`);
      /**
       * An anonymous read, then the same again, which the front cache answers. Over NATS the new
       * items' events reach this gateway after their writes have answered, and each one empties its
       * read cache: the pair is read again until no event has come between its two reads.
       */
      const readTwice = (askedHeaders: Record<string, string>, what: string) =>
        waitFor(
          what,
          async () => {
            await (await fetch(url, { headers: askedHeaders })).arrayBuffer();
            const before = await frontAnswers();
            const again = await fetch(url, { headers: askedHeaders });
            const text = await again.text();
            return { again, text, fromFront: (await frontAnswers()) === before + 1 };
          },
          { until: (pair) => pair.fromFront },
        );
      // A cookie keeps a request on the full path (Express checks its session); an anonymous one may be answered from the front cache.
      const full = await fetch(url, { headers: { ...headers, cookie: 'unrelated=1' } });
      const fullText = await full.text();
      const { again: front, text: frontText } = await readTwice(headers, 'the second anonymous read to come from the front cache');
      assert.equal(front.status, 200);
      assert.equal(frontText, fullText);
      assert.deepEqual(comparable(front), comparable(full));
      assert.ok(front.headers.get('content-security-policy'), 'with the security headers');
      assert.ok(front.headers.get('x-request-id'), 'with a request id of its own');

      const revalidated = await fetch(url, { headers: { ...headers, 'if-none-match': front.headers.get('etag')!, 'cache-control': 'max-age=0' } });
      const revalidatedFull = await fetch(url, {
        headers: { ...headers, cookie: 'unrelated=1', 'if-none-match': full.headers.get('etag')!, 'cache-control': 'max-age=0' },
      });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidatedFull.status, 304);
      assert.deepEqual(comparable(revalidated), comparable(revalidatedFull), 'a 304 from the front cache carries what the full path sends');

      assert.equal(full.headers.get('content-encoding'), 'gzip', 'the active menu is large enough to be compressed');
      // Each Accept-Encoding keeps an answer of its own: a browser that takes only brotli, or nothing compressed, never gets the gzip bytes.
      for (const encoding of ['br', 'identity']) {
        const { again, text } = await readTwice({ ...headers, 'accept-encoding': encoding }, `the second ${encoding} read to come from the front cache`);
        assert.equal(again.headers.get('content-encoding') ?? 'identity', encoding);
        assert.equal(text, fullText);
      }
    });

    test('when a menu item is deactivated, then the next read of the active menu leaves it out, on both gateways', async () => {
      const name = `Paused Pie ${bus}`;
      const item = await createItem(name);
      await warm();
      assert.ok((await activeNames(visitor())).includes(`${name} 6.00`));
      assert.equal((await admin.patch(`/api/weekly-menu/${item.id}`, { isActive: false })).status, 200);
      assert.ok(!(await activeNames(visitor())).includes(`${name} 6.00`), 'the deactivated item is gone from the next read');
      await waitFor('the other gateway to drop the deactivated item', () => activeNames(visitorOfOther()), {
        until: (names) => !names.includes(`${name} 6.00`),
      });
    });

    test('when a day is closed and opened again, then the next read of the closures says so, on both gateways', async () => {
      const reason = `Teacher training (${bus})`;
      await warm();
      assert.equal((await admin.post('/api/admin/closures', { date: CLOSED_DATE, reason })).status, 201);
      assert.deepEqual(await closures(visitor()), [`${CLOSED_DATE} ${reason}`]);
      await waitFor('the other gateway to show the closure', () => closures(visitorOfOther()), { until: (list) => list.includes(`${CLOSED_DATE} ${reason}`) });

      await warm();
      assert.equal((await admin.delete(`/api/admin/closures/${CLOSED_DATE}`)).status, 200);
      assert.deepEqual(await closures(visitor()), []);
      await waitFor('the other gateway to drop the closure', () => closures(visitorOfOther()), { until: (list) => list.length === 0 });
    });

    /** A copy of the parent's cookie on each gateway, each of which has just confirmed the session (so caches it). */
    async function stolenCookies(parent: SignedInParent): Promise<{ here: Browser; there: Browser }> {
      const here = new Browser(system.url);
      const there = new Browser(other.url);
      parent.browser.cloneCookiesTo(here);
      parent.browser.cloneCookiesTo(there);
      assert.equal((await here.get('/api/user')).status, 200);
      assert.equal((await there.get('/api/user')).status, 200);
      return { here, there };
    }
    const meOver = async (browser: Browser) => (await browser.post('/graphql', { query: '{ me { id } }' })).body.data?.me ?? null;
    async function assertSignedOut(copies: { here: Browser; there: Browser }, what: string): Promise<void> {
      assert.equal((await copies.here.get('/api/user')).status, 401, `REST refuses the session on the next request after ${what}`);
      assert.equal(await meOver(copies.here), null, `GraphQL knows nobody on the next request after ${what}`);
      await waitFor(`the other gateway to refuse the session after ${what}`, async () => (await copies.there.get('/api/user')).status, {
        until: (status) => status === 401,
      });
      assert.equal(await meOver(copies.there), null);
    }

    test('when a parent signs out, then a copy of the session cookie is refused on the next request, over REST and GraphQL, on both gateways', async () => {
      const parent = await newSignedInParent(system.url);
      const copies = await stolenCookies(parent);
      assert.equal((await parent.browser.post('/api/logout')).status, 200);
      await assertSignedOut(copies, 'logout');
    });

    test('when a parent signs out over GraphQL, then the session is refused on the next request', async () => {
      const parent = await newSignedInParent(system.url);
      const copies = await stolenCookies(parent);
      const response = await parent.browser.post('/graphql', { query: 'mutation { logout }' });
      assert.equal(response.body.data?.logout, true, JSON.stringify(response.body));
      await assertSignedOut(copies, 'logout over GraphQL');
    });

    test('when a parent resets the password, then the old session is refused on the next request, on both gateways', async () => {
      const parent = await newSignedInParent(system.url);
      const copies = await stolenCookies(parent);
      assert.equal((await new Browser(system.url).post('/api/forgot-password', { email: parent.fields.email })).status, 200);
      await system.flushOutboxes();
      const mail = await system.mail.waitFor((message) => message.to.includes(parent.fields.email) && /reset/i.test(message.subject), MAIL_WAIT_MS);
      const token = new URL(/https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)![0]).searchParams.get('token');
      const reset = await new Browser(system.url).post('/api/reset-password', { password: 'brand-new-pass', confirmPassword: 'brand-new-pass', token });
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      await assertSignedOut(copies, 'a password reset');
    });

    test('when an administrator is demoted, then their next request is refused the admin area, over REST and GraphQL, on both gateways', async () => {
      const helper = await newSignedInParent(system.url);
      assert.equal((await admin.patch(`/api/admin/users/${helper.user.id}/admin`, { isAdmin: true })).status, 200);
      const copies = await stolenCookies(helper);
      assert.equal((await copies.here.get('/api/admin/users')).status, 200, 'the promoted helper sees the admin area');
      await waitFor('the other gateway to see the promotion', async () => (await copies.there.get('/api/admin/users')).status, {
        until: (status) => status === 200,
      });

      assert.equal((await admin.patch(`/api/admin/users/${helper.user.id}/admin`, { isAdmin: false })).status, 200);
      assert.equal((await copies.here.get('/api/admin/users')).status, 403, 'REST refuses on the next request');
      const overGraphql = await copies.here.post('/graphql', { query: '{ adminUsers { id } }' });
      assert.equal(overGraphql.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(overGraphql.body));
      await waitFor('the other gateway to refuse the demoted helper', async () => (await copies.there.get('/api/admin/users')).status, {
        until: (status) => status === 403,
      });
    });

    test('when an administrator deletes a parent, then the parent’s session is refused on the next request, on both gateways', async () => {
      const parent = await newSignedInParent(system.url);
      const copies = await stolenCookies(parent);
      assert.equal((await admin.delete(`/api/admin/users/${parent.user.id}`)).status, 200);
      await assertSignedOut(copies, 'the deletion');
    });
  });
}
