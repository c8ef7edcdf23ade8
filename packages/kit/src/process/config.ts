import { z } from 'zod';

/** Settings every process honours (DESIGN.md "Settings every process honours"). */
export const commonEnvShape = {
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('`production` refuses the test-only settings and requires the secrets, the database and the mail server.'),
  DATA_DIR: z.string().min(1).default('./data').describe('Where the embedded default keeps its database, generated keys and mail.'),
  DATABASE_URL: z.string().url().optional().describe('A PostgreSQL server to use instead of the embedded one; each service keeps its own schema there.'),
  NATS_URL: z.string().min(1).optional().describe('NATS servers (JetStream) to carry the events; unset, the embedded default uses its in-process bus.'),
  NATS_STREAM_REPLICAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(1)
    .describe('How many servers of the NATS cluster keep each event stream: 1 for one server, 3 for a three-node cluster (NATS_URL listing all three).'),
  SMTP_URL: z.string().url().optional().describe('The SMTP server that sends e-mail; unset, e-mails are written as .eml files under DATA_DIR/mail.'),
  SCHOOL_TIMEZONE: z
    .string()
    .default('America/Los_Angeles')
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as America/Los_Angeles')
    .describe('The schools\' IANA time zone: school dates, deadlines and "today" are read on its calendar.'),
  TEST_NOW: z.string().datetime({ offset: true }).optional().describe('Tests only: the clock starts at this instant and runs on; refused in production.'),
  CAPTCHA_TEST_ANSWER: z.string().optional().describe("Tests only: every captcha's answer is this text; refused in production."),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('The lowest level of log line written (pino).'),
  JWT_PUBLIC_KEY: z
    .string()
    .optional()
    .describe('The PEM public key that verifies sessions and access tokens; unset outside production, a pair is generated under DATA_DIR/keys.'),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3000)
    .describe(
      'On SIGTERM, how long a process answers /readyz with 503 while still serving before it stops: long enough for the gateways (and any load balancer) to take it out of their pools, so that a rolling deploy drops no request.',
    ),
  SHUTDOWN_GRACE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10_000)
    .describe(
      'On SIGTERM, after the drain, how long the stop may take (requests in flight, e-mails being sent, consumers acking) before the process exits anyway; give the container runtime SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS and a few seconds more.',
    ),
  PUBLIC_URL: z.string().url().default('http://localhost:4000').describe('The address people use, for links in e-mails; https also turns HSTS on.'),
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Refusals that apply to every process in production mode. */
export function refuseTestSettingsInProduction(env: { NODE_ENV: string; TEST_NOW?: string; CAPTCHA_TEST_ANSWER?: string }, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  for (const name of ['TEST_NOW', 'CAPTCHA_TEST_ANSWER'] as const) {
    if (env[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is for tests only and refused when NODE_ENV=production' });
  }
}

/** What production must be given (keys, the database, the mail server) rather than a development default such as a key pair under DATA_DIR. */
export function requireInProduction<E extends { NODE_ENV: string }>(env: E, ctx: z.RefinementCtx, names: readonly (keyof E & string)[]): void {
  if (env.NODE_ENV !== 'production') return;
  for (const name of names) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
  }
}

/** A TCP port setting with the service's own default. */
export function portSetting(defaultPort: number) {
  return z.coerce.number().int().min(0).max(65535).default(defaultPort);
}

type CommonEnv = z.output<z.ZodObject<typeof commonEnvShape>>;
type ServiceEnv<S extends z.ZodRawShape> = CommonEnv & { [K in keyof S]: z.output<S[K]> };

/**
 * A service's settings: the common ones and its own (`own`), refused in production when a test
 * setting is given or the database, the public key or one of `requiredInProduction` is missing.
 * `check` adds the service's own refusals. Every refusal is looked for even when another setting is
 * malformed, so that one start-up names every bad setting at once.
 */
export function serviceEnvSchema<S extends z.ZodRawShape>(
  own: S,
  production: { requiredInProduction?: readonly string[]; check?: (env: ServiceEnv<S>, ctx: z.RefinementCtx) => void } = {},
) {
  return z.object({ ...commonEnvShape, ...own }).superRefine(
    (parsed, ctx) => {
      // zod cannot follow the spread of a generic shape; the settings are there all the same.
      const env = parsed as ServiceEnv<S>;
      refuseTestSettingsInProduction(env, ctx);
      production.check?.(env, ctx);
      requireInProduction(env as CommonEnv & Record<string, unknown>, ctx, ['DATABASE_URL', 'JWT_PUBLIC_KEY', ...(production.requiredInProduction ?? [])]);
    },
    { when: () => true },
  );
}

export class ConfigError extends Error {}

/**
 * Parses the environment once, fails naming every bad variable, and freezes the result.
 * Empty strings count as unset so that `FOO=` in a compose file means "use the default".
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): Readonly<z.infer<S>> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
}
