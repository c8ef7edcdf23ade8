import { z } from 'zod';
import { loadConfig } from '../process/config.ts';
import { startMetricsServer } from './http.ts';
import { startTracing } from './tracing.ts';

/** Settings every process honours for operators: where its metrics are served and its traces sent. */
export const observabilityEnvSchema = z.object({
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe('A port of its own for Prometheus `/metrics`, inside the network; unset, none is opened.'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe("Lets an operator read the gateway's `/metrics` on its public port with `Authorization: Bearer <token>`."),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional().describe('The OTLP/HTTP receiver for traces (e.g. http://jaeger:4318); unset, tracing is off.'),
});
export type ObservabilitySettings = z.infer<typeof observabilityEnvSchema>;

export function loadObservabilitySettings(env: NodeJS.ProcessEnv = process.env): Readonly<ObservabilitySettings> {
  return loadConfig(observabilityEnvSchema, env);
}

/**
 * What one process starts for its operators, once: tracing when an OTLP endpoint is set, and the
 * metrics port when one is set. Returns what stops both (after the servers, so the last spans go).
 */
export async function startObservability(processName: string, settings: ObservabilitySettings): Promise<{ stop(): Promise<void> }> {
  const tracing = await startTracing(processName, settings.OTEL_EXPORTER_OTLP_ENDPOINT);
  const metrics = settings.METRICS_PORT === undefined ? null : await startMetricsServer(settings.METRICS_PORT);
  return {
    async stop() {
      await metrics?.stop();
      await tracing.stop();
    },
  };
}
