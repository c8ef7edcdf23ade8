import path from 'node:path';
import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { checkAllMigrations, refusedSteps } from './migration-safety.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('migrations keep the previous release running (expand, then contract)', () => {
  test("when every service's migrations are read, then none drops, renames or narrows without the two-release marker", () => {
    const { checked, refused } = checkAllMigrations(root);
    assert.ok(checked.length >= 20, `every service's migrations were read (${checked.length})`);
    assert.deepEqual(refused, [], 'destructive steps need "-- two-release: <why>" (docs/upgrades.md)');
  });

  test('when a migration drops or renames a column, then the check refuses it', () => {
    const sql = [
      'ALTER TABLE "ordering"."lunch_orders" DROP COLUMN "school";',
      '--> statement-breakpoint',
      'ALTER TABLE "ordering"."lunch_orders" RENAME COLUMN "grade" TO "year";',
      '--> statement-breakpoint',
      'DROP TABLE "menu"."old_items";',
    ].join('\n');
    assert.deepEqual(
      refusedSteps('ordering/0099_x.sql', sql).map((refused) => refused.step),
      ['DROP COLUMN', 'RENAME', 'DROP TABLE'],
    );
  });

  test('when a migration narrows a type, makes a column NOT NULL or adds one NOT NULL without a default, then the check refuses it', () => {
    const sql = [
      'ALTER TABLE "identity"."users" ALTER COLUMN "phone" SET DATA TYPE varchar(20);',
      'ALTER TABLE "identity"."users" ALTER COLUMN "phone" SET NOT NULL;',
      'ALTER TABLE "identity"."users" ADD COLUMN "country" text NOT NULL;',
    ].join('\n');
    assert.deepEqual(
      refusedSteps('identity/0099_x.sql', sql).map((refused) => refused.step),
      ['ALTER COLUMN … TYPE', 'SET NOT NULL', 'ADD COLUMN … NOT NULL without DEFAULT'],
    );
  });

  test('when a migration only adds (a nullable column, one with a default, a table, an index, an enum value), then the check lets it through', () => {
    const sql = [
      'ALTER TABLE "identity"."users" ADD COLUMN "nickname" text;',
      'ALTER TABLE "identity"."users" ADD COLUMN "language" text DEFAULT \'en\' NOT NULL;',
      'CREATE TABLE "identity"."notes" ("id" serial PRIMARY KEY NOT NULL, "text" text NOT NULL);',
      'CREATE INDEX "notes_text" ON "identity"."notes" ("text");',
      'ALTER TYPE "identity"."role" ADD VALUE \'cook\';',
      '-- drop column in a comment is not a step',
      'INSERT INTO "identity"."notes" ("text") VALUES (\'drop table later\');',
    ].join('\n');
    assert.deepEqual(refusedSteps('identity/0099_x.sql', sql), []);
  });

  test('when a destructive statement carries the two-release marker, then the check lets it through', () => {
    const sql = ['-- two-release: release 41 stopped reading "school"; this is release 42', 'ALTER TABLE "ordering"."lunch_orders" DROP COLUMN "school";'].join(
      '\n',
    );
    assert.deepEqual(refusedSteps('ordering/0099_x.sql', sql), []);
  });
});
