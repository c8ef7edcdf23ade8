import { z } from 'zod';
import { currentVersionOf, eventCatalog, eventTypes, readableVersionsOf } from './events.ts';

/**
 * What a release's events look like on the wire: each type's version and its data's JSON Schema (as
 * producers write it, defaults not yet filled in). `previous-release-events.json` holds the one of
 * the release before this one, which the contract test holds this release's consumers and producers to.
 */
export interface ReleaseSnapshot {
  /** The release (tag or commit) it was taken from. */
  release: string;
  /** Per event type: the version its producers write, the versions its consumers read, and the written version's JSON Schema. */
  events: Record<string, { version: number; reads: number[]; data: Record<string, unknown> }>;
}

export function snapshotOfThisRelease(release: string): ReleaseSnapshot {
  return {
    release,
    events: Object.fromEntries(
      eventTypes.map((type) => [
        type,
        {
          version: currentVersionOf(type),
          reads: readableVersionsOf(type),
          data: z.toJSONSchema(eventCatalog[type].data, { io: 'input' }) as Record<string, unknown>,
        },
      ]),
    ),
  };
}
