import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type pg from 'pg';
import { isOrderable } from '@lunchbox/domain/menu-week';
import { weekDates, WEEKDAYS } from '@lunchbox/domain/school-dates';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { startNatsServer, type NatsServer } from '@lunchbox/kit/testing/nats-server';
import { createTestDatabase, type TestDatabase, observerPool } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import type { Child, MenuItem } from './test/fixtures.ts';
import { addDish, registerParent, signInAdmin } from './test/cluster-school.ts';
import { inParallel, startLocalCluster, type LocalCluster, type Person } from './test/local-cluster.ts';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';

/** Monday 23 November 2026, 8 AM at the schools: all of next week can be ordered. */
const TEST_NOW = '2026-11-23T16:00:00.000Z';
const WEEK = '2026-11-30';
const PARENTS = 60;
/** The run is cut once this many parents' checkouts are placed (and before all of them are). */
const KILL_AFTER_CHECKOUTS = PARENTS / 4;
const ORDERING_PROCESSES = ['ordering-1', 'ordering-2'] as const;
const EVERY_SCHOOL_DAY_FIRST = { active: true, days: Object.fromEntries(WEEKDAYS.map((day) => [day, { mode: 'first', fallback: 'first' }])) };

interface Parent {
  person: Person;
  email: string;
  child: Child;
}

interface RunAnswer {
  parents: number;
  lunches: number;
  skipped: number;
}

/**
 * Issue 27's once-only placement on the local cluster: two ordering replicas as processes of their
 * own, both killed with SIGKILL while an administrator's standing-order run is half way through the
 * week's parents. The supervisor starts them again, the week is run again, and every parent ends
 * with exactly one standing checkout, each child's lunches once and one confirmation e-mail.
 */
describe('standing orders on the local cluster, with the ordering replicas killed during a run', () => {
  let cluster: LocalCluster | undefined;
  let nats: NatsServer;
  /** NATS's store. */
  let dataDir: string;
  let database: TestDatabase;
  let observer: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    observer = observerPool(database.url, 2);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-cluster-standing-nats-'));
    nats = await startNatsServer({ port: await freePort(), storeDir: path.join(dataDir, 'nats') });
    cluster = await startLocalCluster({ name: 'cluster-standing', databaseUrl: database.url, testNow: TEST_NOW, env: { NATS_URL: nats.url } });
  });

  afterAll(async () => {
    await cluster?.remove();
    await nats?.stop();
    await observer?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('when both ordering replicas are killed with SIGKILL in the middle of a run, then the week run again places each parent once, each lunch once and one e-mail each', async () => {
    const { baseUrl, ports, mail } = cluster!;
    const dates = weekDates(WEEK);
    assert.ok(
      dates.every((date) => isOrderable(date, new Date(TEST_NOW), seededSchoolClock('America/Los_Angeles'))),
      'the whole week can still be ordered',
    );

    // --- Seed through the public API: a dish a day, parents with a child and a standing order each.
    const admin = await signInAdmin(baseUrl);
    const items: MenuItem[] = [];
    for (const [day, dayOfWeek] of WEEKDAYS.entries()) items.push(await addDish(admin, dates, dayOfWeek, `Dish ${dates[day]}`));
    const parents: Parent[] = [];
    await inParallel(
      Array.from({ length: PARENTS }, (_, index) => index),
      4,
      async (index) => {
        const { person, email } = await registerParent(baseUrl, { address: `198.18.${2 + Math.floor(index / 200)}.${1 + (index % 200)}`, prefix: 'standing', index });
        const child = await person.post<Child>('/api/child-profile', { name: `Kid ${index}`, school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
        assert.equal(child.status, 201, JSON.stringify(child.body));
        parents[index] = { person, email, child: child.body };
      },
    );
    // Ordering learns parents, children and dishes from identity's and menu's events.
    const childIds = parents.map((parent) => parent.child.id);
    await waitFor(
      'ordering to know every parent, child and dish',
      async () =>
        (
          await observer.query(
            `select (select count(*)::int from ordering.parents where email = any($1)) = $4
                and (select count(*)::int from ordering.children where child_id = any($2)) = $4
                and (select count(*)::int from ordering.menu_items where item_id = any($3)) = 5 as known`,
            [parents.map((parent) => parent.email), childIds, items.map((item) => item.id), PARENTS],
          )
        ).rows[0].known as boolean,
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    await inParallel(parents, 4, async (parent) => {
      const saved = await parent.person.put(`/api/standing-orders/${parent.child.id}`, EVERY_SCHOOL_DAY_FIRST);
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    });

    const checkoutsPlaced = async () => (await observer.query('select count(*)::int as n from ordering.checkouts')).rows[0].n as number;
    assert.equal(await checkoutsPlaced(), 0, 'no checkout before the run');

    // --- The run, cut by SIGKILL to both ordering processes once some parents' checkouts exist.
    const killedPids = ORDERING_PROCESSES.map((name) => cluster!.pid(name));
    const interrupted = admin
      .post<RunAnswer>('/api/admin/standing-orders/run', { week: WEEK })
      .then((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)
      .catch((error: unknown) => `failed: ${String(error)}`);
    const placedAtKill = await waitFor('the run to have placed some checkouts', checkoutsPlaced, {
      until: (count) => count >= KILL_AFTER_CHECKOUTS,
      timeoutMs: 60_000,
      intervalMs: 5,
    });
    for (const pid of killedPids) process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    const interruptedAnswer = await interrupted;
    assert.ok(!interruptedAnswer.startsWith('200'), `the cut run did not answer as finished: ${interruptedAnswer}`);

    // --- The supervisor starts both again; the gateway takes them back; the week is run again.
    for (const [index, name] of ORDERING_PROCESSES.entries()) {
      await waitFor(`${name} started again`, () => cluster!.pid(name), {
        until: (pid) => pid !== killedPids[index],
        timeoutMs: 120_000,
        intervalMs: 100,
      });
    }
    for (const port of [ports.ordering, ports.orderingReplica]) await cluster!.waitReady(`http://127.0.0.1:${port}/readyz`, 120_000);
    // Counted once nothing runs (a commit under way at the kill may still have finished after it).
    const placedBeforeRestart = await checkoutsPlaced();
    assert.ok(placedBeforeRestart < PARENTS, `the run was cut half way (${placedBeforeRestart} of ${PARENTS} parents placed)`);
    const rerun = await waitFor('the week run again', () => admin.post<RunAnswer>('/api/admin/standing-orders/run', { week: WEEK }), {
      until: (answer) => answer.status === 200,
      timeoutMs: 60_000,
      intervalMs: 250,
    });
    const finishedMs = Date.now() - killedAt;
    assert.deepEqual(
      rerun.body,
      { parents: PARENTS - placedBeforeRestart, lunches: (PARENTS - placedBeforeRestart) * dates.length, skipped: 0 },
      'the run again placed the parents the cut run had not, and nobody else',
    );
    const again = await admin.post<RunAnswer>('/api/admin/standing-orders/run', { week: WEEK });
    assert.deepEqual([again.status, again.body], [200, { parents: 0, lunches: 0, skipped: 0 }], 'a third run places nothing');

    // --- One standing checkout per parent; each child's lunch once a day.
    const checkouts = await observer.query<{ email: string; checkouts: number; lunches: number }>(
      `select p.email, count(distinct c.checkout_id)::int as checkouts, count(o.id)::int as lunches
         from ordering.parents p
         left join ordering.checkouts c on c.user_id = p.user_id
         left join ordering.lunch_orders o on o.checkout_id = c.checkout_id and o.lunch_date between $2 and $3
        where p.email = any($1)
        group by p.email`,
      [parents.map((parent) => parent.email), dates[0], dates[4]],
    );
    assert.equal(checkouts.rows.length, PARENTS);
    assert.deepEqual(
      checkouts.rows.filter((row) => row.checkouts !== 1 || row.lunches !== dates.length),
      [],
      'every parent has one checkout of five lunches',
    );
    assert.equal(await checkoutsPlaced(), PARENTS, 'no other checkout');
    const lunches = await observer.query<{ child_id: number; lunch_date: string; n: number }>(
      `select child_id, lunch_date::text as lunch_date, count(*)::int as n
         from ordering.lunch_orders where lunch_date between $1 and $2 group by child_id, lunch_date`,
      [dates[0], dates[4]],
    );
    assert.equal(lunches.rows.length, PARENTS * dates.length, 'every child has a lunch every day');
    assert.deepEqual(
      lunches.rows.filter((row) => row.n !== 1),
      [],
      'no lunch placed twice',
    );

    // --- One order confirmation per parent, none twice.
    const confirmationsTo = (email: string) => mail.mails.filter((saved) => saved.to.includes(email) && saved.subject.includes(' order: '));
    await waitFor(
      'a confirmation e-mail for every parent',
      () => {
        mail.refresh();
        return parents.filter((parent) => confirmationsTo(parent.email).length === 0).map((parent) => parent.email);
      },
      { until: (missing) => missing.length === 0, timeoutMs: 60_000, intervalMs: 100 },
    );
    // Every event ordering recorded has gone out, so a second e-mail would be here by now.
    await waitFor(
      'ordering outbox drained',
      async () => (await observer.query('select count(*)::int as n from ordering.outbox where published_at is null')).rows[0].n,
      {
        until: (waiting) => waiting === 0,
        timeoutMs: 30_000,
        intervalMs: 100,
      },
    );
    mail.refresh();
    assert.deepEqual(
      parents.filter((parent) => confirmationsTo(parent.email).length !== 1).map((parent) => `${parent.email}: ${confirmationsTo(parent.email).length}`),
      [],
      'exactly one confirmation e-mail per parent',
    );
    console.log(
      `standing orders, both ordering replicas killed mid-run: ${PARENTS} parents, ${lunches.rows.length} lunches; ${placedAtKill} checkouts seen placed when the kill was sent, ${placedBeforeRestart} stored when the replicas were back; ` +
        `cut run answered "${interruptedAnswer}"; the run again answered ${JSON.stringify(rerun.body)} ${finishedMs} ms after the kill; ${PARENTS} confirmation e-mails, none twice`,
    );
  });
});
