import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The audit trail's types, the same in every subgraph (each keeps its own trail; @shareable). */
const AUDIT_TYPES_SDL = path.join(import.meta.dirname, '../audit/audit-types.graphql');

/**
 * The files of a subgraph's SDL: `schema.graphql` first (links, directives, entities, Query and
 * Mutation), the types every subgraph shares from the kit, then each `schema/*.graphql` in name
 * order, one area's types each, adding its fields with `extend type Query` / `extend type Mutation`,
 * so no schema file grows past what one reads at once.
 */
export function subgraphSdlFiles(folder: string): string[] {
  const areas = path.join(folder, 'schema');
  const areaFiles = existsSync(areas)
    ? readdirSync(areas)
        .filter((name) => name.endsWith('.graphql'))
        .sort()
        .map((name) => path.join(areas, name))
    : [];
  // The shared types come with a service's audit area (a subgraph without one, as in a test, needs none).
  const shared = areaFiles.some((file) => path.basename(file) === 'audit.graphql') ? [AUDIT_TYPES_SDL] : [];
  return [path.join(folder, 'schema.graphql'), ...shared, ...areaFiles];
}

/** The whole SDL of the subgraph whose source folder is `folder`, as one document's text. */
export function readSubgraphSdl(folder: string): string {
  return subgraphSdlFiles(folder)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
