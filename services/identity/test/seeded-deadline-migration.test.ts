import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import pg from 'pg';
import { databaseUpgradedFromPreviousRelease, type UpgradedDatabase } from '@lunchbox/kit/testing/upgraded-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, '../src/db/migrations');
const FIXED_DEADLINE_MIGRATION = '0009_seeded_schools_fixed_deadline';

describe("identity migration 0009: the seeded schools keep the spec's 05:00 UTC all year, on a database filled by the previous release", () => {
  let upgraded: UpgradedDatabase | undefined;
  let observer: pg.Pool;

  beforeAll(async () => {
    upgraded = await databaseUpgradedFromPreviousRelease({
      schemaName: 'identity',
      migrationsFolder: MIGRATIONS,
      firstNewMigration: FIXED_DEADLINE_MIGRATION,
      fill: async (observer) => {
        // What the previous release could hold: an administrator's change to one seeded school, and a school of their own.
        await observer.query(`update identity.schools set deadline_time = '20:00' where name = 'Stratford Pomeroy'`);
        await observer.query(
          `insert into identity.schools (name, delivery_time, deadline_time, deadline_days_before, time_zone) values ('Oak Hill Academy', '11:30', '21:00', 1, 'America/Denver')`,
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
      'select name, delivery_time, deadline_time, deadline_days_before, deadline_time_zone, time_zone from identity.schools order by id',
    );
    const fixed = { delivery_time: '12:00', deadline_time: '05:00', deadline_days_before: 0, deadline_time_zone: 'UTC', time_zone: null };
    assert.deepEqual(rows, [
      { name: 'Stratford preparatory', ...fixed },
      // Changed by an administrator: their rule, on the school's clock, as they wrote it.
      { name: 'Stratford Pomeroy', delivery_time: '12:00', deadline_time: '20:00', deadline_days_before: 1, deadline_time_zone: null, time_zone: null },
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
