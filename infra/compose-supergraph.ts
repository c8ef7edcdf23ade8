import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { readSubgraphSdl } from '@lunchbox/kit/http/subgraph-sdl';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SUPERGRAPH_FILE = path.join(repoRoot, 'infra/supergraph.graphql');

/** The four subgraphs and their default local URLs; the gateway replaces the URLs at run time. */
export const subgraphs = [
  { name: 'identity', url: 'http://localhost:4001/graphql' },
  { name: 'menu', url: 'http://localhost:4002/graphql' },
  { name: 'ordering', url: 'http://localhost:4003/graphql' },
  { name: 'notification', url: 'http://localhost:4004/graphql' },
] as const;

export type Composition = { ok: true; supergraphSdl: string } | { ok: false; errors: string[] };

/** Composes the subgraph schemas as they are in the working tree. */
export function composeSupergraph(): Composition {
  const services = subgraphs.map(({ name, url }) => {
    return { name, url, typeDefs: parse(readSubgraphSdl(path.join(repoRoot, 'services', name, 'src'))) };
  });
  const result = composeServices(services);
  if (result.errors) return { ok: false, errors: result.errors.map((error) => error.message) };
  return { ok: true, supergraphSdl: `${result.supergraphSdl.trimEnd()}\n` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const composition = composeSupergraph();
  if (!composition.ok) {
    console.error(`The subgraphs do not compose:\n${composition.errors.map((message) => `  - ${message}`).join('\n')}`);
    process.exit(1);
  }
  writeFileSync(SUPERGRAPH_FILE, composition.supergraphSdl);
  console.log(`Wrote ${path.relative(process.cwd(), SUPERGRAPH_FILE)}`);
}
