import type { FormattedExecutionResult } from 'graphql';

/**
 * Answers of public reads (the same for every caller), kept until what they read changes.
 * Correctness rests on invalidation, never on a time to live: the gateway that serves a menu
 * mutation invalidates before it answers, and every gateway invalidates on menu events.
 * A read that started before an invalidation may carry the old data; it remembers the generation it
 * started under, and its answer is not stored once that generation has passed.
 */
export class PublicReadCache {
  private generation = 0;
  private readonly entries = new Map<string, FormattedExecutionResult>();
  private readonly maxEntries: number;

  constructor(maxEntries = 1000) {
    this.maxEntries = maxEntries;
  }

  get(key: string): FormattedExecutionResult | undefined {
    return this.entries.get(key);
  }

  /** The generation a read starts under; hand it back to `store`. */
  begin(): number {
    return this.generation;
  }

  store(key: string, startedUnder: number, result: FormattedExecutionResult): void {
    if (startedUnder !== this.generation) return;
    // Keys carry caller-chosen variables (closures' from/to): the oldest answer gives way.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, result);
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
