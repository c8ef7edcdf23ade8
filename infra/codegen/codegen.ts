import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Supergraph } from '@apollo/federation-internals';
import { printSchema } from 'graphql';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const subgraphNames = ['identity', 'menu', 'ordering', 'notification'] as const;

/**
 * The schema the browser sees: the supergraph's API schema, without the join__ and link__
 * machinery that only the gateway's query planner reads.
 */
function apiSchemaSdl(): string {
  const supergraphSdl = readFileSync(path.join(repoRoot, 'infra/supergraph.graphql'), 'utf8');
  return printSchema(Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema());
}

/**
 * Typed documents for the web app (client preset over the API schema) and typed resolvers for
 * each subgraph (federation-aware). `npm run codegen` writes them; codegen.test.ts regenerates
 * them in memory and fails when the committed files differ.
 */
export function codegenConfig(): CodegenConfig {
  const out = (relative: string) => path.join(repoRoot, relative);
  const resolverTargets = Object.fromEntries(
    subgraphNames.map((name) => [
      out(`services/${name}/src/generated/resolvers-types.ts`),
      {
        schema: path.join(repoRoot, `services/${name}/src/schema.graphql`),
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          useTypeImports: true,
          // Resolvers answer with the service's own rows; each field resolver narrows them.
          defaultMapper: 'Partial<{T}>',
          contextType: '@lunchbox/kit/subgraph-server#SubgraphContext',
          useIndexSignature: true,
          // The services answer ids as numbers; the graph serialises them as text.
          scalars: { ID: { input: 'string', output: 'string | number' } },
        },
      },
    ]),
  );
  return {
    overwrite: true,
    silent: true,
    generates: {
      [out('web/src/gql/')]: {
        schema: apiSchemaSdl(),
        documents: [path.join(repoRoot, 'web/src/**/*.{ts,tsx}'), `!${path.join(repoRoot, 'web/src/gql/**')}`],
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: {
          useTypeImports: true,
          importExtension: '.ts',
          // Nullable fields are present (null), as the server answers them.
          avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
          enumsAsTypes: true,
        },
      },
      ...resolverTargets,
    },
  };
}

export default codegenConfig();
