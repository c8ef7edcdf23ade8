import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { withoutNulls } from './without-nulls.ts';

describe('withoutNulls', () => {
  it('when GraphQL sends absent optional fields as null, then they read as not sent, at every depth', () => {
    assert.deepEqual(withoutNulls({ checkoutId: null, items: [{ id: 'a', childId: null, notes: 'x' }], note: undefined }), {
      items: [{ id: 'a', notes: 'x' }],
    });
  });

  it('when a value is no object, then it is kept, and null itself reads as undefined', () => {
    assert.deepEqual(withoutNulls(['a', 2, false]), ['a', 2, false]);
    assert.equal(withoutNulls(null), undefined);
    assert.equal(withoutNulls(0), 0);
  });
});
