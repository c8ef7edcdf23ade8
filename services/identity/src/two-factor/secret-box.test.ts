import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from '@jest/globals';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { openSecret, sealSecret } from './secret-box.ts';

describe('TOTP secrets at rest and recovery codes', () => {
  test('when a secret is sealed, then only the same key opens it, and a changed byte is refused', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    assert.ok(!sealed.includes('JBSWY3DP'));
    assert.notEqual(sealSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), sealed, 'a fresh IV each time');
    assert.equal(openSecret(key, sealed), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    assert.throws(() => openSecret(randomBytes(32), sealed));
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    assert.throws(() => openSecret(key, [version, iv, tag, flipped.toString('base64url')].join('.')));
  });

  test('when recovery codes are made, then there are ten different ones, and case, spaces and the dash are forgiven when one is typed', () => {
    const codes = newRecoveryCodes();
    assert.equal(new Set(codes).size, 10);
    const [code] = codes;
    assert.equal(hashRecoveryCode(` ${code!.toUpperCase().replace('-', ' ')} `), hashRecoveryCode(code!));
    assert.notEqual(hashRecoveryCode(codes[1]!), hashRecoveryCode(code!));
  });
});
