import type { ApolloCache } from '@apollo/client';

/**
 * Drops these top-level answers from the cache after a change that makes them stale, so each is
 * asked for again when next shown (spec section 9: nothing refetches on its own), and frees what
 * only they referenced.
 */
export function evictRootFields(cache: ApolloCache, ...fieldNames: string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
