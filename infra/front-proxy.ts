import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { BalancedPool, interceptors, type Dispatcher, type RetryHandler } from 'undici';

/**
 * The load balancer in front of the local cluster's gateways, as a host's or a cloud's would be in
 * production: requests go round the gateways whose /readyz answers, so a gateway that is leaving (a
 * rolling deploy) gets no new request while it finishes the ones it has. A connection refused
 * before anything was sent is tried on another gateway, whatever the method, and a broken one too
 * for a request that changes nothing (GET); nothing else is retried, so a failure the gateways
 * answer is seen as it is.
 */
export interface FrontProxy {
  port: number;
  /** The gateways requests currently go to. */
  inRotation(): string[];
  stop(): Promise<void>;
}

/** Errors of a connection that failed before any byte of the request was written. */
const NOT_SENT = ['ECONNREFUSED', 'ENOTFOUND', 'ENETDOWN', 'ENETUNREACH', 'EHOSTDOWN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'];
/** The connection broke after the request may have been sent: only a request that changes nothing is sent again. */
const MAYBE_SENT = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'];
const RETRY_BASE = { maxRetries: 3, minTimeout: 20, timeoutFactor: 3, maxTimeout: 500, retryAfter: false, statusCodes: [] };
const RETRY_SAFE: RetryHandler.RetryOptions = { ...RETRY_BASE, methods: ['GET', 'HEAD', 'OPTIONS'], errorCodes: [...NOT_SENT, ...MAYBE_SENT] };
const RETRY_UNSAFE: RetryHandler.RetryOptions = { ...RETRY_BASE, methods: ['PUT', 'POST', 'PATCH', 'DELETE'], errorCodes: NOT_SENT };
/**
 * An idle connection to a gateway is let go after this long, well before the gateway's own
 * keep-alive timeout (Node's 5 s) closes it: a busy proxy whose timers run late would otherwise send
 * a request on a connection the gateway is closing that instant, and that request would fail.
 */
const IDLE_CONNECTION_MS = 1000;
/** Headers of one hop, not to be passed on (RFC 9110 §7.6.1), and the length undici sets itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'content-length']);
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export async function startFrontProxy(options: {
  port: number;
  host?: string;
  upstreams: string[];
  log: Logger;
  /** How often each gateway's /readyz is asked (default 500 ms). */
  probeEveryMs?: number;
}): Promise<FrontProxy> {
  const { log } = options;
  const probeEveryMs = options.probeEveryMs ?? 500;
  const origins = options.upstreams.map((url) => new URL(url).origin);
  const balanced = new BalancedPool(origins, { keepAliveTimeout: IDLE_CONNECTION_MS, keepAliveMaxTimeout: IDLE_CONNECTION_MS });
  const dispatcher = balanced.compose(interceptors.retry());
  const inRotation = new Set(origins);

  function takeOut(origin: string, reason: string): void {
    // The last one stays: with none, a request should fail as such rather than wait.
    if (!inRotation.has(origin) || inRotation.size === 1) return;
    inRotation.delete(origin);
    // undici closes that gateway's connections once their requests are answered.
    balanced.removeUpstream(origin);
    log.info({ gateway: origin, reason, inRotation: [...inRotation] }, 'gateway out of the front rotation');
  }
  function putBack(origin: string): void {
    if (inRotation.has(origin)) return;
    inRotation.add(origin);
    balanced.addUpstream(origin);
    log.info({ gateway: origin, inRotation: [...inRotation] }, 'gateway in the front rotation');
  }
  balanced.on('connectionError', (origin: URL, _targets: unknown, error: Error & { code?: string }) => {
    if (error.code && NOT_SENT.includes(error.code)) takeOut(origin.origin, error.code);
  });
  let probing: Promise<unknown> = Promise.resolve();
  const prober = setInterval(() => {
    probing = Promise.all(
      origins.map(async (origin) => {
        const ready = await fetch(new URL('/readyz', origin), { signal: AbortSignal.timeout(2000) })
          .then(async (response) => {
            await response.body?.cancel();
            return response.ok;
          })
          .catch(() => false);
        // A gateway that says it is leaving (or cannot serve) goes at its first 503: it still
        // answers what it was sent meanwhile, so nothing is lost by acting on one probe.
        if (ready) putBack(origin);
        else takeOut(origin, 'not ready');
      }),
    );
  }, probeEveryMs);
  prober.unref();

  const server = http.createServer((req, res) => {
    void forward(req, res).catch((error: unknown) => {
      log.warn({ err: error, method: req.method, url: req.url }, 'front proxy could not forward a request');
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Bad Gateway' }));
      else res.destroy();
    });
  });

  async function forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk);
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${client}` : client;
    const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
    const request: Dispatcher.RequestOptions & { retryOptions: RetryHandler.RetryOptions } = {
      path: req.url ?? '/',
      method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      retryOptions: RETRY_SAFE.methods!.includes(method) ? RETRY_SAFE : RETRY_UNSAFE,
    };
    const answer = await dispatcher.request(request);
    const answerHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
    res.writeHead(answer.statusCode, answerHeaders);
    await pipeline(answer.body, res);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A deep accept queue: while a deploy starts processes the machine may fall behind for seconds,
    // and connections that arrive meanwhile should wait rather than be refused (Node's default is 511).
    server.listen({ port: options.port, host: options.host ?? '0.0.0.0', backlog: 4096 }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    inRotation: () => [...inRotation],
    async stop() {
      clearInterval(prober);
      await probing;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await balanced.close();
    },
  };
}
