import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import pg from 'pg';
import { databaseUpgradedFromPreviousRelease, type UpgradedDatabase } from '@lunchbox/kit/testing/upgraded-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, '../src/db/migrations');
const ROLES_MIGRATION = '0010_user_roles';

describe('identity migration 0010: roles on a database the previous release keeps writing', () => {
  let upgraded: UpgradedDatabase | undefined;
  let observer: pg.Pool;
  const roleOf = async (username: string) =>
    (await observer.query('select role, is_admin, school_id from identity.users where username = $1', [username])).rows[0] as {
      role: string;
      is_admin: boolean;
      school_id: number | null;
    };

  beforeAll(async () => {
    upgraded = await databaseUpgradedFromPreviousRelease({
      schemaName: 'identity',
      migrationsFolder: MIGRATIONS,
      firstNewMigration: ROLES_MIGRATION,
      fill: async (observer) => {
        for (const [name, isAdmin] of [
          ['boss', true],
          ['maria', false],
        ] as const)
          await observer.query(`insert into identity.users (username, email, password_hash, full_name, phone, is_admin) values ($1, $2, 'x', 'X', '', $3)`, [
            name,
            `${name}@example.org`,
            isAdmin,
          ]);
      },
    });
    observer = upgraded.observer;
  });

  afterAll(async () => {
    await upgraded?.close();
  });

  test('when the migration runs, then administrators hold the admin role and everyone else the parent role', async () => {
    assert.deepEqual(await roleOf('boss'), { role: 'admin', is_admin: true, school_id: null });
    assert.deepEqual(await roleOf('maria'), { role: 'parent', is_admin: false, school_id: null });
  });

  test('when the previous release flips only the admin flag, then the role follows, and a staff role never carries the flag', async () => {
    await observer.query(`update identity.users set is_admin = true where username = 'maria'`);
    assert.equal((await roleOf('maria')).role, 'admin');
    await observer.query(`update identity.users set role = 'kitchen' where username = 'maria'`);
    assert.deepEqual(await roleOf('maria'), { role: 'kitchen', is_admin: false, school_id: null });
    await observer.query(
      `insert into identity.users (username, email, password_hash, full_name, phone, is_admin) values ('old', 'old@example.org', 'x', 'X', '', true)`,
    );
    assert.equal((await roleOf('old')).role, 'admin');
  });

  test('when a school office has no school, then the database refuses it', async () => {
    await assert.rejects(observer.query(`update identity.users set role = 'school_office' where username = 'maria'`), /users_school_office_has_school/);
    const school = (await observer.query('select id from identity.schools order by id limit 1')).rows[0].id as number;
    await observer.query(`update identity.users set role = 'school_office', school_id = $1 where username = 'maria'`, [school]);
    assert.deepEqual(await roleOf('maria'), { role: 'school_office', is_admin: false, school_id: school });
    await observer.query(`update identity.users set is_admin = false, role = 'parent' where username = 'maria'`);
    assert.deepEqual(await roleOf('maria'), { role: 'parent', is_admin: false, school_id: null });
  });
});
