import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import pg from 'pg';
import { databaseUpgradedFromPreviousRelease, type UpgradedDatabase } from '@lunchbox/kit/testing/upgraded-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, '../src/db/migrations');
const FIXED_DEADLINE_MIGRATION = '0015_seeded_schools_fixed_deadline';

describe("ordering migration 0015 (the read model follows identity's 0009): the seeded schools keep the spec's 05:00 UTC all year, on a database filled by the previous release", () => {
  let upgraded: UpgradedDatabase | undefined;
  let observer: pg.Pool;

  beforeAll(async () => {
    upgraded = await databaseUpgradedFromPreviousRelease({
      schemaName: 'ordering',
      migrationsFolder: MIGRATIONS,
      firstNewMigration: FIXED_DEADLINE_MIGRATION,
      fill: async (observer) => {
        // What the previous release could hold: a seeded school an administrator changed (its event replaced the row), and a school of their own.
        await observer.query(
          `update ordering.schools set deadline_time = '20:00', time_zone = 'America/Los_Angeles', version = now() where name = 'Stratford Pomeroy'`,
        );
        await observer.query(
          `insert into ordering.schools (school_id, name, active, delivery_time, deadline_time, deadline_days_before, time_zone, version) values (6, 'Oak Hill Academy', true, '11:30', '21:00', 1, 'America/Denver', now())`,
        );
      },
    });
    observer = upgraded.observer;
  });

  afterAll(async () => {
    await upgraded?.close();
  });

  test('when it runs, then only the seeded schools still holding the seeded cut-off get the fixed instant; their clock and delivery stay', async () => {
    const { rows } = await observer.query(
      'select name, delivery_time, deadline_time, deadline_days_before, deadline_time_zone, time_zone from ordering.schools order by school_id',
    );
    const fixed = { delivery_time: '12:00', deadline_time: '05:00', deadline_days_before: 0, deadline_time_zone: 'UTC', time_zone: null };
    assert.deepEqual(rows, [
      { name: 'Stratford preparatory', ...fixed },
      // Changed by an administrator: their rule, on the school's clock, as they wrote it.
      {
        name: 'Stratford Pomeroy',
        delivery_time: '12:00',
        deadline_time: '20:00',
        deadline_days_before: 1,
        deadline_time_zone: null,
        time_zone: 'America/Los_Angeles',
      },
      { name: 'Sutter Elementary', ...fixed },
      { name: 'Bucher Middle School', ...fixed },
      { name: 'Washington Open Elementary', ...fixed },
      {
        name: 'Oak Hill Academy',
        delivery_time: '11:30',
        deadline_time: '21:00',
        deadline_days_before: 1,
        deadline_time_zone: null,
        time_zone: 'America/Denver',
      },
    ]);
  });
});
