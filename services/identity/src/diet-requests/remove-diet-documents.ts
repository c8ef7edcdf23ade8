import type { IdentityDeps } from '../identity-deps.ts';

/**
 * After the rows that named them are gone (a child or an account deleted, in the same cascade):
 * the documents leave the storage. A file that cannot be removed is logged with its key, never
 * left silently; no row points at it any more, so nobody can read it through the product.
 */
export async function removeDietDocuments(deps: IdentityDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.documents.remove(key);
    } catch (error) {
      deps.log.error({ err: error, documentKey: key }, 'diet request document could not be removed');
    }
  }
}
