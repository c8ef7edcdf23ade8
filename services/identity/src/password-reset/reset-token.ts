import { createHash, randomBytes } from 'node:crypto';

/** Only the hash is stored, so a read of the table gives no working link. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newResetToken = (): string => randomBytes(32).toString('base64url');
