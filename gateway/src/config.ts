import { z } from 'zod';
import { commonEnvShape, refuseTestSettingsInProduction, requireInProduction } from '@lunchbox/kit/process/config';

/** One URL, or several separated by commas for the replicas of a scaled subgraph. */
const subgraphUrl = (port: number, name: string) =>
  z
    .string()
    .default(`http://127.0.0.1:${port}/graphql`)
    .refine((value) => value.split(',').every((url) => URL.canParse(url.trim())), 'must be a URL, or URLs separated by commas')
    .describe(`Where the gateway finds the ${name} subgraph; several URLs separated by commas for its replicas.`);

export const gatewayEnvSchema = z
  .object({
    ...commonEnvShape,
    PORT: z.coerce.number().int().min(0).max(65535).default(4000).describe('The port the gateway serves the web app, GraphQL and REST on.'),
    IDENTITY_URL: subgraphUrl(4001, 'identity'),
    MENU_URL: subgraphUrl(4002, 'menu'),
    ORDERING_URL: subgraphUrl(4003, 'ordering'),
    NOTIFICATION_URL: subgraphUrl(4004, 'notification'),
    TRUST_PROXY: z
      .string()
      .min(1)
      .default('loopback')
      .describe(
        "Whose X-Forwarded-For the gateway believes for a client's address (Express's trust proxy: loopback, uniquelocal, addresses or subnets separated by commas). The address counts toward the per-address limits and is recorded with sessions and audit entries; set it to the load balancer's network when the gateway sits behind one (uniquelocal in the compose stack).",
      ),
    WEB_DIST: z.string().optional().describe('The built web app the gateway serves; unset, web/dist of this checkout.'),
  })
  .superRefine((env, ctx) => {
    refuseTestSettingsInProduction(env, ctx);
    requireInProduction(env, ctx, ['JWT_PUBLIC_KEY']);
  });

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export const SUBGRAPH_NAMES = ['identity', 'menu', 'ordering', 'notification'] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];
export type SubgraphUrls = Record<SubgraphName, string>;

/** A subgraph URL setting may list replicas separated by commas. */
export function replicaUrls(setting: string): string[] {
  return setting
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}
