import { z } from 'zod';

/** The front proxy's settings, when it runs as a process of its own (the compose stack's `front` service). */
export const frontProxyEnvSchema = z.object({
  FRONT_PORT: z.coerce.number().int().min(0).max(65535).default(4000).describe('The port the front proxy (the load balancer in front of the gateways) listens on.'),
  GATEWAY_URLS: z
    .string()
    .min(1)
    .refine((value) => value.split(',').every((url) => URL.canParse(url.trim())), 'must be gateway URLs separated by commas')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .describe('Every gateway replica the front proxy spreads requests over, separated by commas; each one whose /readyz fails is left out until it answers again.'),
});

export type FrontProxySettings = z.infer<typeof frontProxyEnvSchema>;
