import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import pg from 'pg';
import { databaseUpgradedFromPreviousRelease, type UpgradedDatabase } from '@lunchbox/kit/testing/upgraded-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, '../src/db/migrations');
const SCHOOLS_MIGRATION = '0008_schools';

describe('identity migration 0008: schools on a database filled by the previous release', () => {
  let upgraded: UpgradedDatabase | undefined;
  let observer: pg.Pool;

  beforeAll(async () => {
    upgraded = await databaseUpgradedFromPreviousRelease({
      schemaName: 'identity',
      migrationsFolder: MIGRATIONS,
      firstNewMigration: SCHOOLS_MIGRATION,
      fill: async (observer) => {
        await observer.query(
          `insert into identity.users (username, email, password_hash, full_name, phone) values ('maria', 'maria@example.org', 'x', 'Maria Lopez', '555-123-4567')`,
        );
        // What the previous release could hold: the form's names, the same name typed otherwise, and free text from the API.
        for (const school of ['Sutter Elementary', ' bucher middle school', 'Sutter Elementary', 'Little Acorns'])
          await observer.query(
            `insert into identity.child_profiles (user_id, name, school, grade, teacher) select id, $1, $2, '3', 'Room 4' from identity.users`,
            [`Child at ${school}`, school],
          );
      },
    });
    observer = upgraded.observer;
  });

  afterAll(async () => {
    await upgraded?.close();
  });

  test("when the migrations run, then the spec's five schools exist, active, with the spec's cut-off (05:00 UTC, migration 0009) and the setting's zone", async () => {
    const { rows } = await observer.query(
      'select name, active, deadline_time, deadline_days_before, deadline_time_zone, time_zone from identity.schools where active order by id',
    );
    assert.deepEqual(
      rows.map((row) => row.name),
      ['Stratford preparatory', 'Stratford Pomeroy', 'Sutter Elementary', 'Bucher Middle School', 'Washington Open Elementary'],
    );
    for (const row of rows) assert.deepEqual([row.deadline_time, row.deadline_days_before, row.deadline_time_zone, row.time_zone], ['05:00', 0, 'UTC', null]);
  });

  test('when the migration runs, then every existing child points at its school, with the name as the school spells it', async () => {
    const { rows } = await observer.query(
      'select c.school, s.name, s.active from identity.child_profiles c join identity.schools s on s.id = c.school_id order by c.id',
    );
    assert.deepEqual(rows, [
      { school: 'Sutter Elementary', name: 'Sutter Elementary', active: true },
      { school: 'Bucher Middle School', name: 'Bucher Middle School', active: true },
      { school: 'Sutter Elementary', name: 'Sutter Elementary', active: true },
      // A name no school had becomes an inactive school: the child keeps it, new children are not offered it.
      { school: 'Little Acorns', name: 'Little Acorns', active: false },
    ]);
    const orphans = await observer.query('select count(*)::int as n from identity.child_profiles where school_id is null');
    assert.equal(orphans.rows[0].n, 0);
  });

  test('when the previous release, still running, saves a child by name, then the database finds its school', async () => {
    await observer.query(
      `insert into identity.child_profiles (user_id, name, school, grade, teacher) select id, 'Late Arrival', 'Stratford Pomeroy', 'KG', 'Blue' from identity.users`,
    );
    const { rows } = await observer.query(
      `select s.name from identity.child_profiles c join identity.schools s on s.id = c.school_id where c.name = 'Late Arrival'`,
    );
    assert.deepEqual(rows, [{ name: 'Stratford Pomeroy' }]);
  });

  test('when a school has children, then the database refuses to delete it', async () => {
    await assert.rejects(observer.query(`delete from identity.schools where name = 'Sutter Elementary'`), /foreign key/);
  });
});
