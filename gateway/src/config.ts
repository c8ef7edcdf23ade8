import { z } from 'zod';
import { commonEnvShape, refuseTestSettingsInProduction, requireInProduction } from '@lunchbox/kit/config';

/** One URL, or several separated by commas for the replicas of a scaled subgraph. */
const subgraphUrl = (port: number) =>
  z
    .string()
    .default(`http://127.0.0.1:${port}/graphql`)
    .refine((value) => value.split(',').every((url) => URL.canParse(url.trim())), 'must be a URL, or URLs separated by commas');

export const gatewayEnvSchema = z
  .object({
    ...commonEnvShape,
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    IDENTITY_URL: subgraphUrl(4001),
    MENU_URL: subgraphUrl(4002),
    ORDERING_URL: subgraphUrl(4003),
    NOTIFICATION_URL: subgraphUrl(4004),
    /** The built web app; defaults to web/dist of this checkout. */
    WEB_DIST: z.string().optional(),
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
