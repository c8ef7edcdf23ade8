import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { changedFields, changesText, entryHash, GENESIS_HASH, nameMatchesSeal, nameSeal } from './audit-entry.ts';

describe('an audit entry', () => {
  test('when fields change, then only the changed ones are kept, never a secret, and a concealed one without its values', () => {
    const before = { price: 400, name: 'Soup', passwordHash: 'x', email: 'a@example.org', totpSecret: 'S1' };
    const after = { price: 425, name: 'Soup', passwordHash: 'y', email: 'b@example.org', totpSecret: 'S2' };
    assert.deepEqual(changedFields(before, after, ['price', 'name', 'passwordHash', 'email', 'totpSecret'], { concealed: ['email'] }), {
      price: { before: 400, after: 425 },
      email: { before: '(changed)', after: '(changed)' },
    });
  });

  test('when a caller hands in secrets at any depth, then the stored text leaves them out, with keys in one order', () => {
    const text = changesText({ b: { after: 1 }, resetToken: { after: 'abc' }, a: { before: { recoveryCodes: ['1'], kept: true } } });
    assert.equal(text, '{"a":{"before":{"kept":true}},"b":{"after":1}}');
  });

  test("when a name is replaced by the actor's id, then it still matches its seal; any other name does not", () => {
    const row = { id: 7, actorId: 42, actorName: 'maria', actorNameSeal: nameSeal(7, 'maria') };
    assert.equal(nameMatchesSeal(row), true);
    assert.equal(nameMatchesSeal({ ...row, actorName: '42' }), true);
    assert.equal(nameMatchesSeal({ ...row, actorName: 'mallory' }), false);
    assert.equal(nameMatchesSeal({ ...row, actorName: '43' }), false);
  });

  test('when any hashed field changes, then the hash does too', () => {
    const row = {
      id: 1,
      occurredAt: new Date('2026-11-18T12:00:00.000Z'),
      actorId: 42,
      actorNameSeal: nameSeal(1, 'maria'),
      action: 'user.deleted',
      targetType: 'user',
      targetId: '9',
      changes: '{}',
      ip: '198.51.100.1',
      userAgent: 'Firefox',
      prevHash: GENESIS_HASH,
    };
    const hash = entryHash(row);
    for (const [field, value] of Object.entries({ actorId: 43, action: 'user.updated', targetId: '10', changes: '{"a":1}', ip: null, prevHash: hash })) {
      assert.notEqual(entryHash({ ...row, [field]: value }), hash, field);
    }
  });
});
