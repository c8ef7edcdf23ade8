import { createHash } from 'node:crypto';

/**
 * The checkout id of a parent's standing-order checkout for a week: a UUID (version 5 layout, SHA-1
 * of a name) derived from the parent and the week, so every run of that week (a repeat, a second
 * replica, a run after a crash) names the same checkout, and the checkout's primary key lets only
 * one of them place it.
 */
export function standingCheckoutId(userId: number, monday: string): string {
  const hash = createHash('sha1').update(`lunchbox:standing-order:${userId}:${monday}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
