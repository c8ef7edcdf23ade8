import type { z } from 'zod';

/**
 * One event type: who publishes it, the version of its `data` that producers write now, and the
 * neighbouring versions its consumers also read. Adding an optional field (or one with a default)
 * is no new version: both releases read both shapes. Anything else is a new version N+1, in two
 * releases so that a rolling deploy never hands an event to a consumer that cannot read it: first
 * the consumers learn it (`next`, producers still write N), then the producers write it (`version`
 * N+1, with `previous` for the N still in outboxes and streams). docs/upgrades.md tells the story.
 */
export interface EventDefinition {
  source: string;
  data: z.ZodType;
  /** The version producers write; 1 when absent. */
  version?: number;
  /** Version `version - 1`, and how it becomes the current shape. */
  previous?: { data: z.ZodType; upgrade: (data: unknown) => unknown };
  /** Version `version + 1`, which the next release will write, and how it becomes the current shape. */
  next?: { data: z.ZodType; downgrade: (data: unknown) => unknown };
}
