import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span, type Tracer } from '@opentelemetry/api';

/**
 * Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Off, no SDK is loaded: the API's
 * no-op tracer, propagator and context manager answer every call below, so a span costs a function
 * call and an object that is never recorded (nothing is exported, nothing is kept).
 */
export interface Tracing {
  /** Sends the spans ended so far (tests read them at once). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const off: Tracing = { flush: async () => undefined, stop: async () => undefined };
let started: Promise<Tracing> | undefined;

/**
 * Starts the OpenTelemetry SDK once per process when an OTLP endpoint is set; `serviceName` names
 * the process (a service run alone, the gateway, or `lunchbox` for the embedded runtime, whose
 * spans still say which service made them by their tracer's name).
 */
export function startTracing(serviceName: string, endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT): Promise<Tracing> {
  if (!endpoint) return Promise.resolve(off);
  started ??= (async () => {
    // Loaded only when on, so the off path does not even parse the SDK.
    const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
    const exporter = new OTLPTraceExporter({ url: new URL('v1/traces', endpoint.endsWith('/') ? endpoint : `${endpoint}/`).href });
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? serviceName }),
      spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    });
    // Registers the W3C trace-context propagator and the AsyncLocalStorage context manager too.
    provider.register();
    return {
      flush: () => provider.forceFlush(),
      async stop() {
        await provider.shutdown();
        // A process that starts another system afterwards (a test file) registers a fresh provider.
        trace.disable();
        propagation.disable();
        context.disable();
        started = undefined;
      },
    };
  })();
  return started;
}

/** The tracer of one part of Lunchbox; its name says which service a span came from. */
export function tracerOf(service: string): Tracer {
  return trace.getTracer(`lunchbox.${service}`);
}

/** Runs `fn` inside a new active span, marking the span failed when `fn` throws. */
export async function inSpan<T>(
  tracer: Tracer,
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer.startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

export function failSpan(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `fn` outside any trace: work for many requests at once (the outbox relay's passes) must not
 * join the trace of whichever request woke it.
 */
export function outsideTraces<T>(fn: () => T): T {
  return context.with(ROOT_CONTEXT, fn);
}

/** The W3C trace context of what runs now, as text fields (an event envelope, HTTP headers); empty when off. */
export function currentTraceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The context a carrier (an envelope's `trace`, a request's headers) continues. */
export function contextOfCarrier(carrier: Record<string, string | string[] | undefined> | undefined): Context {
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

/** The id of the trace under way, for log lines; undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

export { SpanKind };
