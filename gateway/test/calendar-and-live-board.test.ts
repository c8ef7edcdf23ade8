import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import ical, { type VEvent } from 'node-ical';
import pg from 'pg';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';
import type { Child, MenuItem } from '../../infra/test/fixtures.ts';
import { boardFixture, TEST_NOW, watchBoard } from './board-fixtures.ts';
import { Browser, type SignedInParent } from './parents.ts';

/** A YYYY-MM-DD of an all-day DTSTART as node-ical reads it (a Date at local midnight of that day). */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Reads a stream's frames until `until` holds, then closes it: what a reconnecting browser receives first. */
async function readStream(url: string, headers: Record<string, string>, until: (text: string) => boolean): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/admin/live', url), { headers, signal: controller.signal });
  assert.equal(response.status, 200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = Date.now() + 20_000;
  while (!until(text)) {
    if (Date.now() > deadline) throw new Error(`the stream never said what was expected; it said: ${text}`);
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  controller.abort();
  return text;
}

describe('the child calendar feed and the live kitchen board (issue 14 §2–3)', () => {
  let system: TestSystem;
  let observer: pg.Pool;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;
  let ana: Child;
  let items: Record<string, MenuItem>;
  let placeOrders: (lunches: Array<[MenuItem, string]>) => Promise<Array<{ id: number }>>;

  async function order(item: MenuItem, lunchDate: string): Promise<{ id: number }> {
    return (await placeOrders([[item, lunchDate]]))[0]!;
  }

  async function anasCalendarUrl(): Promise<string> {
    const children = await waitFor("Ana's calendar URL", async () => (await maria.browser.get<Child[]>('/api/child-profiles')).body, {
      until: (list) => Boolean(list[0]?.calendarUrl),
    });
    return children[0]!.calendarUrl!;
  }

  const pathOf = (url: string) => new URL(url).pathname;

  async function feedEvents(url: string): Promise<VEvent[]> {
    const response = await visitor.get<string>(pathOf(url));
    assert.equal(response.status, 200, String(response.body));
    assert.equal(response.headers.get('content-type'), 'text/calendar; charset=utf-8');
    return Object.values(ical.sync.parseICS(response.body)).filter((component): component is VEvent => component?.type === 'VEVENT');
  }

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    observer = observerPool(system.databaseUrl, 1);
    visitor = new Browser(system.url);
    ({
      admin,
      items,
      maria,
      tom,
      ana,
      order: placeOrders,
    } = await boardFixture(system, [
      ['Monday', 'Chicken Teriyaki Bowl', '6.50'],
      ['Tuesday', 'Veggie Pasta', '5.50'],
      ['Wednesday', 'Turkey Wrap', '6.75'],
      ['Friday', 'Bean Burrito', '5.75'],
    ]));
  });

  afterAll(async () => {
    await observer?.end();
    await system?.stop();
  });

  test("when a parent lists her children, then each carries its own long private .ics URL, which no other parent's list shows", async () => {
    const url = await anasCalendarUrl();
    assert.match(url, new RegExp(`^${system.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    assert.equal((await maria.browser.get<Child[]>('/api/user/children')).body[0]!.calendarUrl, url);
    assert.deepEqual((await tom.browser.get('/api/child-profiles')).body, []);
    const graph = await maria.browser.graphql<{ myChildren: Array<{ calendarUrl: string }> }>('{ myChildren { calendarUrl } }');
    assert.equal(graph.body.data?.myChildren[0]?.calendarUrl, url);
    const stored = await observer.query('select token_hash from ordering.calendar_feeds where child_id = $1', [ana.id]);
    assert.notEqual(stored.rows[0].token_hash, /\/calendar\/(.+)\.ics$/.exec(url)![1], 'the token is stored hashed');
  });

  test('when the feed is fetched without signing in, then it lists each active lunch and each closed day as all-day events, and a cancelled lunch is gone at the next fetch', async () => {
    const url = await anasCalendarUrl();
    const monday = await order(items.Monday!, '2026-11-23');
    const tuesday = await order(items.Tuesday!, '2026-11-24');
    assert.equal((await admin.patch(`/api/admin/orders/${monday.id}/payment`, { paymentStatus: 'paid' })).status, 200);
    assert.equal((await admin.post('/api/admin/closures', { date: '2026-11-26', reason: 'Thanksgiving' })).status, 201);
    await system.flushOutboxes();
    const closureKnown = await waitFor('the closure in the feed', () => feedEvents(url), { until: (events) => events.length === 3 });

    const byDay = new Map(closureKnown.map((event) => [dayOf(event.start), event]));
    const lunch = byDay.get('2026-11-23')!;
    assert.equal(lunch.summary, 'Lunch: Chicken Teriyaki Bowl');
    assert.equal(lunch.datetype, 'date', 'an all-day event');
    assert.equal(lunch.location, 'Sutter Elementary');
    assert.match(String(lunch.description), /Payment: Paid/);
    assert.match(String(byDay.get('2026-11-24')!.description), /Payment: Pending/);
    assert.equal(byDay.get('2026-11-26')!.summary, 'No service – Thanksgiving');

    assert.equal((await maria.browser.post(`/api/lunch-orders/${tuesday.id}/cancel`)).status, 200);
    const after = await feedEvents(url);
    assert.deepEqual(after.map((event) => dayOf(event.start)).sort(), ['2026-11-23', '2026-11-26']);
  });

  test('when the parent resets the URL, then the old one answers 404 at once, saying nothing of the child, and the new one works; others may not reset it', async () => {
    const old = await anasCalendarUrl();
    assert.equal((await visitor.post(`/api/child-profile/${ana.id}/calendar-token`)).status, 401);
    const byTom = await tom.browser.post(`/api/child-profile/${ana.id}/calendar-token`);
    assert.equal(byTom.status, 404);
    assert.equal((await visitor.get(pathOf(old))).status, 200, "another parent's try changed nothing");

    const reset = await maria.browser.post(`/api/child-profile/${ana.id}/calendar-token`);
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.notEqual(reset.body.calendarUrl, old);
    assert.equal(await anasCalendarUrl(), reset.body.calendarUrl);

    const revoked = await visitor.get(pathOf(old));
    const unknown = await visitor.get(`/api/calendar/${'x'.repeat(43)}.ics`);
    const malformed = await visitor.get('/api/calendar/short.ics');
    for (const response of [revoked, unknown, malformed]) {
      assert.equal(response.status, 404);
      assert.deepEqual(response.body, { error: 'No such calendar', message: 'No such calendar' });
      assert.doesNotMatch(JSON.stringify(response.body), /Ana|Sutter|Maria/);
    }
    assert.ok((await feedEvents(reset.body.calendarUrl)).length > 0);
    const byAdmin = await admin.post(`/api/child-profile/${ana.id}/calendar-token`);
    assert.equal(byAdmin.status, 200, 'an administrator may reset it too');
  });

  test('when the board stream is opened, then signed out is 401, a parent 403, and the administrator gets text/event-stream', async () => {
    assert.equal((await visitor.get('/api/admin/live')).status, 401);
    assert.equal((await maria.browser.get('/api/admin/live')).status, 403);
    const controller = new AbortController();
    const response = await fetch(new URL('/api/admin/live', system.url), { headers: { cookie: admin.cookieHeader }, signal: controller.signal });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('content-encoding'), null, 'not compressed, so nothing buffers it');
    controller.abort();
  });

  test('when a lunch is ordered, marked paid and cancelled, then the open board hears each, naming the order and the child, once', async () => {
    const board = watchBoard(system.url, admin.cookieHeader);
    try {
      await board.opened;
      const friday = await order(items.Friday!, '2026-11-27');
      await waitFor('the placed lunch on the board', () => board.heard.find((entry) => entry.change.orderId === friday.id && entry.change.kind === 'placed'));
      const paying = Date.now();
      assert.equal((await admin.patch(`/api/admin/orders/${friday.id}/payment`, { paymentStatus: 'paid' })).status, 200);
      await waitFor('the payment on the board', () => board.heard.find((entry) => entry.change.orderId === friday.id && entry.change.kind === 'payment'));
      const latencyMs = Date.now() - paying;
      console.info(`live board: a payment mark reached the open board ${latencyMs} ms after the request was sent`);
      assert.equal((await maria.browser.post(`/api/lunch-orders/${friday.id}/cancel`)).status, 200);
      await waitFor('the cancellation on the board', () =>
        board.heard.find((entry) => entry.change.orderId === friday.id && entry.change.kind === 'cancelled'),
      );

      const ofFriday = board.heard.filter((entry) => entry.change.orderId === friday.id);
      assert.deepEqual(
        ofFriday.map((entry) => [entry.change.kind, entry.change.childName, entry.change.lunchDate, entry.change.paymentStatus]),
        [
          ['placed', 'Ana', '2026-11-27', null],
          ['payment', 'Ana', '2026-11-27', 'paid'],
          ['cancelled', 'Ana', '2026-11-27', null],
        ],
      );
      assert.equal(new Set(ofFriday.map((entry) => entry.id)).size, 3, 'each change has its own event id');
    } finally {
      board.source.close();
    }
  });

  test('when the board reconnects with Last-Event-ID, then it first gets what changed while it was away; an id no longer kept asks it to reload', async () => {
    const board = watchBoard(system.url, admin.cookieHeader);
    await board.opened;
    const before = await order(items.Wednesday!, '2026-11-25');
    const seen = (await waitFor('the lunch on the board', () => board.heard.find((entry) => entry.change.orderId === before.id)))!;
    board.source.close();

    const missed = await order(items.Friday!, '2026-11-27');
    await system.flushOutboxes();
    const caughtUp = await readStream(system.url, { cookie: admin.cookieHeader, 'last-event-id': seen.id }, (text) => text.includes(`"orderId":${missed.id}`));
    assert.match(caughtUp, new RegExp(`event: order\\nid: [0-9a-f-]{36}\\ndata: \\{[^\\n]*"kind":"placed","orderId":${missed.id},"childName":"Ana"`));
    assert.doesNotMatch(caughtUp, new RegExp(`"orderId":${before.id},`), 'nothing it had already seen');

    const stale = await readStream(system.url, { cookie: admin.cookieHeader, 'last-event-id': randomUUID() }, (text) => text.includes('event: resync'));
    assert.match(stale, /event: resync/);
    assert.equal((await maria.browser.get(`/api/admin/live`)).status, 403);
  });
});
