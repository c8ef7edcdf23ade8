import { createHash, randomBytes } from 'node:crypto';

const HOW_MANY = 10;

/** Ten codes of 10 base32 letters each (50 random bits), shown once as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: HOW_MANY }, () => {
    const letters = base32(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/**
 * Codes are random and long, so a plain SHA-256 is enough to keep a read of the table from giving
 * a working code (unlike passwords, they cannot be guessed from a dictionary). Case, spaces and
 * dashes typed are forgiven.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z2-7]/g, ''))
    .digest('hex');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}
