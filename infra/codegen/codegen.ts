import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Supergraph } from '@apollo/federation-internals';
import { printSchema } from 'graphql';
import { subgraphSdlFiles } from '@lunchbox/kit/http/subgraph-sdl';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * What each subgraph's resolvers receive as the parent of a type's fields, where that is the
 * service's own row rather than the graph's shape (paths from services/<name>/src/generated). A
 * child is its row, as its confirmedDiets are computed by a field resolver (issue 32).
 */
const mappers: Record<string, Record<string, string>> = {
  identity: { User: '@lunchbox/contracts/users#PublicUser', ChildProfile: '../children/child-repository.ts#ChildRow' },
  menu: {},
  ordering: { CartLunchWarning: '@lunchbox/domain/allergens#CartLunchWarning as CartLunchWarningValues' },
  notification: {
    EmailNotification: '../mail/history/history-repository.ts#EmailWithDeliveries',
    EmailDelivery: '../mail/history/records.ts#DeliveryRecord',
    Feedback: '../feedback/feedback-view.ts#FeedbackView',
    EmailTemplate: '../communications/quick-templates.ts#QuickTemplate',
    WhatsAppNotificationResult: '../communications/log-whatsapp-notification.ts#LoggedWhatsApp',
  },
};
const subgraphNames = Object.keys(mappers);

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
        schema: subgraphSdlFiles(path.join(repoRoot, `services/${name}/src`)),
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          useTypeImports: true,
          // Resolvers may answer part of a type where field resolvers or other subgraphs add the rest.
          ...(name === 'ordering' ? {} : { defaultMapper: 'Partial<{T}>' }),
          contextType: '@lunchbox/kit/http/subgraph-server#SubgraphContext',
          useIndexSignature: true,
          // Enums as string unions: the domain's codes ('DIET_UNMET') are the values resolvers answer.
          enumsAsTypes: true,
          mappers: mappers[name],
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
        documents: [path.join(repoRoot, 'web/src/**/*.{ts,tsx,graphql}'), `!${path.join(repoRoot, 'web/src/gql/**')}`],
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
