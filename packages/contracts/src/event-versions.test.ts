import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { z } from 'zod';
import { createEvent, currentVersionOf, eventCatalog, eventTypes, parseEvent, readableVersionsOf, type EventType } from './events.ts';
import type { ReleaseSnapshot } from './release-snapshot.ts';

/**
 * One version back, for events: during a rolling deploy the previous release's producers and
 * consumers run beside this release's, and events written before the deploy wait in outboxes and in
 * the stream. `previous-release-events.json` is the previous release's schemas (written by
 * `npm run contracts:release-snapshot` when it was cut); this release must read what it wrote, and it
 * must read what this release writes.
 */
const previous = JSON.parse(readFileSync(path.join(import.meta.dirname, 'previous-release-events.json'), 'utf8')) as ReleaseSnapshot;

type JsonSchema = Record<string, any>;

/**
 * An example of what a schema allows: `full` with every optional field present, otherwise only the
 * required ones. The walk covers what zod's JSON Schema of the catalog uses.
 */
function sampleOf(schema: JsonSchema, full: boolean): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return sampleOf(options.find((option) => option.type !== 'null') ?? options[0]!, full);
  // A nullable field is written `"type": ["string", "null"]`: the example takes its value.
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set<string>(schema.required ?? []);
      const entries = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(([name]) => full || required.has(name));
      const sample = Object.fromEntries(entries.map(([name, property]) => [name, sampleOf(property, full)]));
      if (full && typeof schema.additionalProperties === 'object') sample.extra = sampleOf(schema.additionalProperties as JsonSchema, full);
      return sample;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, full ? 1 : 0) }, () => sampleOf(schema.items as JsonSchema, full));
    case 'string':
      return schema.format === 'date-time' ? '2026-11-23T16:00:00.000Z' : 'text';
    case 'integer':
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      throw new Error(`no example for the schema ${JSON.stringify(schema)}`);
  }
}

const envelope = (type: string, version: number, data: unknown) => ({ id: randomUUID(), type, version, occurredAt: '2026-11-23T16:00:00.000Z', data });

describe('events one version back', () => {
  test("when the previous release's snapshot is read, then it names every event type but the ones this release added", () => {
    const added = eventTypes.filter((type) => !(type in previous.events));
    const gone = Object.keys(previous.events).filter((type) => !(type in eventCatalog));
    // An event type goes only once no release still writes it: the previous one must not.
    assert.deepEqual(gone, [], 'event types the previous release still wrote but this one cannot read');
    assert.ok(added.length < eventTypes.length, `the snapshot (${previous.release}) holds the catalog`);
  });

  test('when an event of the previous release arrives (minimal and with every optional field), then this release reads it', () => {
    const unread: string[] = [];
    for (const [type, written] of Object.entries(previous.events)) {
      assert.ok(readableVersionsOf(type as EventType).includes(written.version), `${type}: the previous release writes version ${written.version}`);
      for (const full of [false, true]) {
        try {
          parseEvent(envelope(type, written.version, sampleOf(written.data, full)));
        } catch (error) {
          unread.push(`${type} v${written.version} ${full ? 'full' : 'minimal'}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    assert.deepEqual(unread, []);
  });

  test('when this release writes an event, then the previous release, still running during the deploy, reads it', () => {
    const unread: string[] = [];
    for (const type of eventTypes) {
      const before = previous.events[type];
      if (!before) continue;
      const version = currentVersionOf(type);
      if (!before.reads.includes(version)) {
        unread.push(`${type}: writes version ${version}, the previous release reads ${before.reads.join(', ')} (declare it as next first)`);
        continue;
      }
      // Same version: the change may only add optional fields, so the previous schema takes both shapes.
      if (version !== before.version) continue;
      const previousSchema = z.fromJSONSchema(before.data as Parameters<typeof z.fromJSONSchema>[0]);
      const current = z.toJSONSchema(eventCatalog[type].data, { io: 'input' }) as JsonSchema;
      for (const full of [false, true]) {
        const written = createEvent(type, sampleOf(current, full) as never);
        const read = previousSchema.safeParse(JSON.parse(JSON.stringify(written.data)));
        if (!read.success) unread.push(`${type} ${full ? 'full' : 'minimal'}: ${read.error.message}`);
      }
    }
    assert.deepEqual(unread, []);
  });

  test('when an event is two versions back or of a version nobody declared, then it is refused as unreadable', () => {
    const type: EventType = 'user.deleted';
    assert.deepEqual(parseEvent(envelope(type, currentVersionOf(type), { userId: 3 })).data, { userId: 3 });
    assert.throws(() => parseEvent(envelope(type, currentVersionOf(type) + 1, { userId: 3 })), /cannot be read/);
  });
});
