import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { KEEP_ALIVE_TIMEOUT_MS } from '@lunchbox/kit/http/subgraph-server';
import { createReplicaPool, type Replay } from '../gateway/src/replica-pool.ts';

/**
 * The load balancer in front of the local cluster's gateways, as a host's or a cloud's would be in
 * production. The gateways are one replica pool (gateway/src/replica-pool.ts, as the gateways keep
 * their subgraphs' replicas): requests go round the ready gateways, and a gateway leaves the rotation
 * as soon as it says it is leaving (its /readyz answers 503, or an answer comes with
 * `Connection: close`), so a rolling deploy's old gateway gets no new request while it finishes the
 * ones it has. A request whose connection was refused goes to another gateway, whatever its method;
 * one whose connection broke after it was sent goes again only when it changes nothing (GET, HEAD,
 * OPTIONS) or its client made it safe to repeat (an `Idempotency-Key` header). Anything else a
 * gateway answers is passed on as it is.
 */
export interface FrontProxy {
  port: number;
  /** The gateways requests currently go to. */
  inRotation(): string[];
  stop(): Promise<void>;
}

/** Headers of one hop, not to be passed on (RFC 9110 §7.6.1), and the length undici sets itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'content-length']);
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface FrontProxyOptions {
  port: number;
  host?: string;
  /** The gateways' origins, including addresses where a deploy may start one (nothing there is simply out of rotation). */
  upstreams: string[];
  log: Logger;
  /** How often each gateway's /readyz is asked (default 500 ms). */
  probeEveryMs?: number;
}

export async function startFrontProxy(options: FrontProxyOptions): Promise<FrontProxy> {
  const { log } = options;
  const gateways = createReplicaPool(options.upstreams, { log: log.child({ upstream: 'gateway' }), probeEveryMs: options.probeEveryMs ?? 500 });

  const server = http.createServer((req, res) => {
    void forward(req, res).catch((error: unknown) => {
      // The pool's SERVICE_UNAVAILABLE carries the last connection error as its original error.
      const cause = (error as { originalError?: unknown }).originalError;
      log.error({ err: error, cause, method: req.method, url: req.url }, 'front proxy could not forward a request');
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
    const method = req.method ?? 'GET';
    const replay: Replay = SAFE_METHODS.has(method) || req.headers['idempotency-key'] !== undefined ? 'safe' : 'unsafe';
    const answer = await gateways.request(req.url ?? '/', { method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined }, replay);
    const answerHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
    res.writeHead(answer.statusCode, answerHeaders);
    // Streamed as it comes: the live board's answer is an event stream that does not end.
    await pipeline(answer.body, res);
  }

  // Idle connections are the clients' to close, as the gateways leave them to this proxy.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A deep accept queue: while a deploy starts processes the machine may fall behind for seconds,
    // and connections that arrive meanwhile should wait rather than be refused (Node's default is 511).
    server.listen({ port: options.port, host: options.host ?? '0.0.0.0', backlog: 4096 }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    inRotation: () => gateways.inRotation(),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await gateways.close();
    },
  };
}
