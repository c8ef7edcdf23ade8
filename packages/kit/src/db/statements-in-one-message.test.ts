import { afterAll, beforeAll, beforeEach, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createTestDatabase, observerPool, type TestDatabase } from '../testing/postgres.ts';
import { waitFor } from '../testing/wait-for.ts';
import { runInOneMessage, type NamedStatement } from './statements-in-one-message.ts';

const DDL = `
  CREATE SCHEMA t_one;
  CREATE TABLE t_one.seats (seat text PRIMARY KEY, holder text NOT NULL);
  CREATE TABLE t_one.closed (seat text PRIMARY KEY);
`;

const take = (seat: string, holder: string): NamedStatement => ({
  name: 't_one_take',
  text: 'insert into t_one.seats (seat, holder) values ($1, $2) returning seat, holder',
  values: [seat, holder],
});

/** Waits for the date's lock, then takes the seats unless one is closed: the closures it sees are those committed while it waited. */
const lockThenTake = (seats: string[], holder: string): NamedStatement[] => [
  { name: 't_one_lock', text: `select pg_advisory_xact_lock_shared(hashtext('t_one')) is null as locked`, values: [] },
  {
    name: 't_one_take_unless_closed',
    text: `insert into t_one.seats (seat, holder) select s, $2 from unnest($1::text[]) s
            where not exists (select 1 from t_one.closed c where c.seat = any($1::text[])) returning seat`,
    values: [seats, holder],
  },
];

describe('statements in one message', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = observerPool(database.url, 2);
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  beforeEach(async () => {
    await pool.query('DROP SCHEMA IF EXISTS t_one CASCADE');
    await pool.query(DDL);
  });

  const holders = async () => (await pool.query<{ seat: string; holder: string }>('select seat, holder from t_one.seats order by seat')).rows;

  test('when every statement succeeds, then they commit together and each answers its own rows', async () => {
    const results = await runInOneMessage(pool, [take('a1', 'Ana'), take('a2', 'Ana')]);
    assert.deepEqual(
      results.map((result) => result.rows),
      [[{ seat: 'a1', holder: 'Ana' }], [{ seat: 'a2', holder: 'Ana' }]],
    );
    assert.deepEqual(await holders(), [
      { seat: 'a1', holder: 'Ana' },
      { seat: 'a2', holder: 'Ana' },
    ]);
  });

  test('when a later statement fails, then the earlier ones are rolled back and the connections keep working', async () => {
    await runInOneMessage(pool, [take('b1', 'Ben')]);
    await assert.rejects(runInOneMessage(pool, [take('b2', 'Cleo'), take('b1', 'Cleo')]), (error: { code?: string }) => error.code === '23505');
    assert.deepEqual(await holders(), [{ seat: 'b1', holder: 'Ben' }]);
    // Both pooled connections, whichever ran the failed message, still run the statements they prepared.
    await Promise.all([runInOneMessage(pool, [take('b3', 'Dev')]), runInOneMessage(pool, [take('b4', 'Eve')])]);
    assert.deepEqual(
      (await holders()).map((row) => row.seat),
      ['b1', 'b3', 'b4'],
    );
  });

  test('when a statement waited for a lock, then the next one sees what committed meanwhile', async () => {
    const closer = await pool.connect();
    try {
      await closer.query('begin');
      await closer.query(`select pg_advisory_xact_lock(hashtext('t_one'))`);
      const taking = runInOneMessage(pool, lockThenTake(['c1', 'c2'], 'Finn'));
      // The closure commits while the taking message waits for the lock.
      await waitFor('the taking message to wait for the lock', async () => {
        const { rows } = await closer.query<{ waiting: boolean }>(`select exists (select 1 from pg_locks where locktype = 'advisory' and not granted) as waiting`);
        return rows[0]!.waiting;
      });
      await closer.query(`insert into t_one.closed (seat) values ('c2')`);
      await closer.query('commit');
      const [, taken] = await taking;
      assert.deepEqual(taken!.rows, []);
      assert.deepEqual(await holders(), []);
    } finally {
      closer.release();
    }
  });
});
