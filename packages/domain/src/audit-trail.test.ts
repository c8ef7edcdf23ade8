import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { beforeIdOf, mergeTrailPages, type AuditTrail, type TrailPage } from './audit-trail.ts';

const entry = (service: AuditTrail, number: number, minute: number) => ({
  id: `${service}:${number}`,
  service,
  occurredAt: `2026-11-18T12:${String(minute).padStart(2, '0')}:00.000Z`,
});
const page = (entries: ReturnType<typeof entry>[], hasMore = false): TrailPage<ReturnType<typeof entry>> => ({ entries, hasMore });

describe('merging the four audit trails', () => {
  test('when the trails are merged, then the newest come first and each trail remembers where the page left it', () => {
    const merged = mergeTrailPages(
      {
        identity: page([entry('identity', 3, 50), entry('identity', 2, 20)], true),
        menu: page([entry('menu', 1, 40)]),
        ordering: page([]),
        notification: page([entry('notification', 7, 30)], true),
      },
      3,
      {},
    );
    assert.deepEqual(
      merged.entries.map((shown) => shown.id),
      ['identity:3', 'menu:1', 'notification:7'],
    );
    assert.deepEqual(merged.places, { identity: 3, menu: 0, ordering: 0, notification: 7 });
    assert.equal(merged.more, true);
    assert.deepEqual(beforeIdOf(merged.places, 'menu'), { beforeId: 1 }, 'an emptied trail is asked for nothing');
    assert.deepEqual(beforeIdOf({}, 'menu'), {}, 'an unread trail starts from its newest');
  });

  test('when every trail has given everything, then nothing more is said to be left', () => {
    const merged = mergeTrailPages({ identity: page([entry('identity', 1, 1)]), menu: page([]), ordering: page([]), notification: page([]) }, 5, { menu: 4 });
    assert.equal(merged.more, false);
    assert.deepEqual(merged.places, { identity: 0, menu: 0, ordering: 0, notification: 0 });
  });
});
